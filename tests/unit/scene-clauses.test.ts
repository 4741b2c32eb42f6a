// Clause splitting (lib/scene/clauses): roles that keep the creator's words verbatim (issue 22).
import { describe, expect, it } from "vitest";
import { mergeProduction, readProduction, splitClauses } from "@/lib/scene/clauses";
import { roleOf } from "@/lib/scene/clauses/split";
import { readNegations } from "@/lib/scene/compiler/negations";

const roles = (text: string, language = "en") =>
  splitClauses(text, [], { language }).map((c) => [c.role, c.text, ...(c.terms ? [c.terms] : [])]);

describe("a 'without' that is the manner of an action", () => {
  it("keeps the action verbatim and excludes nothing, in every language", () => {
    const cases: [string, string][] = [
      ["He waves without turning.", "en"],
      ["She reads it without so much as blinking.", "en"],
      ["Without a word, the fisherman hands the boy a fish.", "en"],
      ["He catches the ball with no hesitation.", "en"],
      ["Il hoche la tête sans un mot.", "fr"],
      ["Elle sort sans se retourner.", "fr"],
      ["Un chico camina por la playa sin mirar atrás.", "es"],
      ["Der Mann geht ohne sich umzudrehen über die Brücke.", "de"],
      ["Er nickt ohne ein Wort.", "de"],
      ["Una donna cammina senza voltarsi lungo il molo.", "it"],
      ["Um homem corre sem parar pela praia.", "pt"],
    ];
    for (const [text, language] of cases) {
      const clauses = splitClauses(text, [], { language });
      expect(
        clauses.map((c) => c.role),
        text,
      ).not.toContain("exclusion");
      expect(clauses.map((c) => c.text).join(". "), text).toBe(text.replace(/\.$/, ""));
      expect(readNegations(text, language).terms, text).toEqual([]);
    }
  });

  it("reads a negated verb of the action in Hindi and Chinese as the action", () => {
    for (const [text, language] of [
      ["बिना कुछ कहे वह चली जाती है।", "hi"],
      ["वह बिना मुड़े हाथ हिलाता है।", "hi"],
      ["没有回头，她走进了雨中。", "zh"],
    ]) {
      const clauses = splitClauses(text, [], { language });
      expect(
        clauses.map((c) => c.role),
        text,
      ).not.toContain("exclusion");
    }
    expect(splitClauses("बिना संगीत के, एक बूढ़ा आदमी चाय बनाता है।", [], { language: "hi" })[0].role).toBe(
      "exclusion",
    );
    expect(
      splitClauses("一条空荡荡的街道，没有人，没有车。", [], { language: "zh" }).map((c) => c.role),
    ).toContain("exclusion");
  });

  it("still excludes the things a 'without' rules out, next to a manner", () => {
    expect(roles("A dancer spins without stopping on an empty stage with no audience.")).toEqual([
      ["action", "A dancer spins without stopping on an empty stage"],
      ["exclusion", "with no audience", ["audience"]],
    ]);
    expect(roles("A street at night without lighting")).toContainEqual([
      "exclusion",
      "without lighting",
      ["lighting"],
    ]);
    expect(roles("Time-lapse of clouds over a ridge, without any sound.")).toContainEqual([
      "exclusion",
      "without any sound",
      ["sound"],
    ]);
    expect(roles("La femme traverse la place sans se retourner. Sans voitures.", "fr")).toEqual([
      ["action", "La femme traverse la place sans se retourner"],
      ["exclusion", "Sans voitures", ["voitures"]],
    ]);
    expect(roles("Um homem corre pela praia, sem pessoas.", "pt").map((r) => r[0])).toContain("exclusion");
  });
});

describe("production instructions written casually", () => {
  it("become parameters and leave the prose", () => {
    const cases: [string, Record<string, unknown>, string?][] = [
      ["A cat naps in the sun. vertical pls", { aspect_ratio: "9:16" }],
      ["A surfer rides a wave, portrait", { aspect_ratio: "9:16" }],
      ["A backflip off a pier, for tiktok", { aspect_ratio: "9:16", platform: "TikTok" }],
      ["Steam rising from the bowls. 9x16", { aspect_ratio: "9:16" }],
      ["A hummingbird at a flower, ratio 9:16.", { aspect_ratio: "9:16" }],
      ["Make it vertical. A barista pours latte art.", { aspect_ratio: "9:16" }],
      ["Coffee beans falling into a grinder, square pls", { aspect_ratio: "1:1" }],
      ["A glacier lagoon at dawn, in 4k.", { resolution: "4k" }],
      ["Kid blows out candles, 10 sec", { duration_seconds: 10 }],
      ["A chef flambés a pan, 15s long.", { duration_seconds: 15 }],
      [
        "Un perro corre en la playa, 10 segundos, formato vertical por favor.",
        { duration_seconds: 10, aspect_ratio: "9:16" },
        "es",
      ],
      ["Ein Hund rennt am Strand, Hochformat bitte.", { aspect_ratio: "9:16" }, "de"],
      ["Un chat dort. Format vertical svp.", { aspect_ratio: "9:16" }, "fr"],
      [
        "Vidéo verticale de 15 secondes. Un chat saute sur la table.",
        { duration_seconds: 15, aspect_ratio: "9:16" },
        "fr",
      ],
      ["Video verticale 9:16, 6 secondi. Un gatto salta sul tavolo.", { duration_seconds: 6 }, "it"],
    ];
    for (const [text, want, language] of cases) {
      const clauses = splitClauses(text, [], { language: language ?? "en" });
      const production = clauses
        .filter((c) => c.role === "production")
        .reduce((acc, c) => mergeProduction(acc, readProduction(c.text)), {});
      expect(production, text).toMatchObject(want);
      const prose = clauses
        .filter((c) => c.role !== "production")
        .map((c) => c.text)
        .join(" ");
      expect(prose, text).not.toMatch(
        /\b(?:vertical|verticale|portrait|pls|9x16|9:16|tiktok|square|4k|sec|15s|segundos|secondes|secondi|Hochformat|svp)\b/i,
      );
    }
  });

  it("keeps words that only look like one inside the content", () => {
    for (const text of [
      "Portrait of an old sailor staring into the camera.",
      "A vertical line of ants marches up a tree.",
      "A bean sprouts in a jar.",
    ])
      expect(
        splitClauses(text, []).map((c) => c.role),
        text,
      ).not.toContain("production");
  });

  it("takes a length that labels a clause out of it, the rest verbatim", () => {
    const clauses = splitClauses(
      "Real estate walkthrough, 10 seconds: the camera glides through a bright living room into the kitchen.",
      [],
    );
    expect(clauses).toHaveLength(2);
    expect(clauses).toContainEqual({ role: "production", text: "10 seconds" });
    expect(clauses).toContainEqual({
      role: "action",
      text: "Real estate walkthrough: the camera glides through a bright living room into the kitchen",
    });
    expect(readProduction("10 seconds")).toMatchObject({ duration_seconds: 10 });
  });
});

describe("a style or genre label before the action it introduces", () => {
  it("keeps the content with its label, in the text's order among the beats", () => {
    const cases: [string, string][] = [
      [
        "Stop motion: paper boats race down a rain gutter, one capsizes, a paper frog rescues the sailor.",
        "en",
      ],
      ["Anime style: a schoolgirl runs for the train, her scarf flying.", "en"],
      ["Estilo anime: una chica corre hacia el tren, las puertas se cierran justo cuando llega.", "es"],
    ];
    for (const [text, language] of cases) {
      const clauses = splitClauses(text, [], { language });
      expect(clauses[0].role, text).toBe("action");
      expect(clauses[0].text, text).toMatch(/^(?:Stop motion|Anime style|Estilo anime): /);
      expect(
        clauses.map((c) => c.role),
        text,
      ).not.toContain("style");
    }
  });

  it("leaves block labels and bare style words as they were", () => {
    expect(splitClauses("Mood: melancholic.", []).map((c) => c.role)).toEqual(["style"]);
    expect(splitClauses("Lighting: warm candlelight.", []).map((c) => c.role)).toEqual(["light"]);
  });
});

describe("a camera move joined by 'then'", () => {
  it("stays one camera clause with the framing before it, so the sequence keeps its order", () => {
    expect(roles("Wide shot, then slow push-in on the sprout.")).toEqual([
      ["camera", "Wide shot, then slow push-in on the sprout"],
    ]);
    expect(roles("Close-up of her hands, and then pull back to reveal the kitchen.")).toEqual([
      ["camera", "Close-up of her hands, and then pull back to reveal the kitchen"],
    ]);
  });

  it("leaves the subject's next action an action when it moves a thing", () => {
    expect(roles("He opens the door, then pans the flashlight across the room.").map((r) => r[0])).toEqual([
      "action",
    ]);
  });
});

describe("roles a word alone would get wrong", () => {
  it("a noisy thing seen moving is an action, a sound heard is a sound", () => {
    expect(roles("Feet splash through a puddle in slow motion.")).toEqual([
      ["action", "Feet splash through a puddle in slow motion"],
    ]);
    expect(roles("Leaves rustle across the path.")[0][0]).toBe("action");
    expect(roles("Thunder rumbles in the distance.")[0][0]).toBe("sound");
  });

  it("a track with a genre is music; a track through the woods is a path", () => {
    expect(roles("Upbeat electronic track.")[0][0]).toBe("music");
    expect(roles("A rocky muddy track through the woods.")[0][0]).toBe("action");
  });

  it("reads a ratio next to an emoji and a length before an ad's subject as parameters", () => {
    const emoji = splitClauses("rain on a tokyo street at night, 9x16 🌧️", []);
    expect(emoji.filter((c) => c.role === "production").map((c) => readProduction(c.text))).toEqual([
      { aspect_ratio: "9:16" },
    ]);
    expect(roles("30-second spot for Lumo running shoes.")).toEqual([
      ["production", "30-second"],
      ["action", "Spot for Lumo running shoes"],
    ]);
    expect(roles("8-second video for TikTok.")).toEqual([["production", "8-second video for TikTok"]]);
  });
});

describe("a bare 'no' before a production noun at the end of a clause", () => {
  it("is an exclusion; a 'no' inside an action is not", () => {
    expect(roles("sitcom vibe no laugh track")).toEqual([
      ["action", "sitcom vibe"],
      ["exclusion", "no laugh track", ["laugh track"]],
    ]);
    expect(roles("moody product shot no text or logos").at(-1)).toEqual([
      "exclusion",
      "no text or logos",
      ["text", "logos"],
    ]);
    expect(roles("She has no idea what to do.").map((r) => r[0])).toEqual(["action"]);
  });
});

describe("a request to the tool before the scene", () => {
  it("leaves the prose; the scene keeps its words", () => {
    expect(roles("pls make a video where a robot waters plants on a balcony")).toEqual([
      ["production", "pls make a video"],
      ["action", "A robot waters plants on a balcony"],
    ]);
    // An adjective the creator chose is the scene's, so the request stays as written.
    expect(roles("can you make a cute video of my cat sleeping").map((r) => r[0])).toEqual(["action"]);
  });
});

describe("a storyboard's shot labels", () => {
  it("are never a screenplay speaker", () => {
    expect(roles("- CU: Rosa smiles").map((r) => r[0])).not.toContain("dialogue");
    expect(roles("- POV: the hallway stretches ahead").map((r) => r[0])).not.toContain("dialogue");
  });
});

describe("an ellipsis before a lower-case word", () => {
  it("continues the sentence; before a capital it ends it", () => {
    expect(roles("the ball circles the rim... and drops in. She lets out a breath.")).toEqual([
      ["action", "the ball circles the rim... and drops in"],
      ["action", "She lets out a breath"],
    ]);
    expect(roles("She waits... He never comes.").map((r) => r[1])).toEqual(["She waits", "He never comes"]);
  });
});

describe("a screenplay line's parenthetical", () => {
  it("is how the line is said, never part of it", () => {
    const [c] = splitClauses("GLORIA: (without looking up) Your kale looks like lawn clippings.", [], {
      names: ["Gloria"],
    });
    expect(c).toMatchObject({ role: "dialogue", speaker: "Gloria", manner: "without looking up" });
    expect(c.line).toBe("Your kale looks like lawn clippings.");
  });
});

describe("an exclusion after a conjunction, in Hindi", () => {
  it("excludes the thing, not the conjunction", () => {
    const [c] = splitClauses("लेकिन कोई शोर नहीं।", [], { language: "hi" });
    expect(c.role).toBe("exclusion");
    expect(c.terms).toEqual(["शोर"]);
  });

  it("reads a subject among a part's first words, punctuated or not, and a cast name only among its first three", () => {
    const o = { language: "en", names: ["Zoë Park", "Maria"] };
    expect(roleOf("“Zoë” hums a soft tune", o)).toBe("action");
    expect(roleOf("Park, humming, a soft tune", o)).toBe("action");
    expect(roleOf("(Maria) soft jazz plays", o)).toBe("action");
    expect(roleOf("soft piano music plays", o)).toBe("music");
    expect(roleOf("soft piano music, Maria listening", o)).toBe("music");
  });
});
