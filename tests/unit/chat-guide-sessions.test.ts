import { describe, expect, it } from "vitest";
import { guideTurn, type GuideTurn } from "@/lib/chat/guide";
import { choiceIndex, commandOf, looksLikeChoice, placeOf, valueOf } from "@/lib/chat/guide-answer";
import { documentFromConcept } from "@/lib/chat/seed";
import type { ChatEntry } from "@/lib/chat/types";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";
import { projectConceptSchema } from "@/lib/validations/project";

/** After every turn: nothing the buyer did not say is written (no change without a refinement, no music or dialogue line out of nowhere). */
function faithful(before: PromptDocument, turn: GuideTurn, message: string) {
  if (!turn.refined) expect(turn.document).toEqual(before);
  const picked = looksLikeChoice(message);
  if (!before.global_preferences.music.enabled && turn.document.global_preferences.music.enabled)
    expect(picked || /music|piano|beats|score|song/i.test(message), message).toBe(true);
  const lines = (d: PromptDocument) => d.scenes.flatMap((s) => s.audio.dialogue.map((l) => l.line));
  for (const line of lines(turn.document).filter((l) => !lines(before).includes(l)))
    expect(message).toContain(line);
}

type Check = (doc: PromptDocument, turn: GuideTurn, before: PromptDocument | null) => void;

/** Plays a session turn by turn, as the server stores it, and runs each turn's assertions on the document. */
function session(script: [string, Check][], start: PromptDocument | null = null) {
  let doc = start;
  const history: ChatEntry[] = [];
  const docs: PromptDocument[] = [];
  for (const [message, check] of script) {
    const turn = guideTurn({ message, document: doc, history });
    history.push(
      { role: "user", content: message },
      { role: "assistant", content: turn.reply, step: turn.asked, applied: turn.applied },
    );
    promptDocumentSchema.parse(turn.document);
    if (doc) faithful(doc, turn, message);
    check(turn.document, turn, doc);
    doc = turn.document;
    docs.push(doc);
  }
  return { docs, history };
}

const scene = (d: PromptDocument) => d.scenes[0];
const same = (a: PromptDocument | null, b: PromptDocument) => expect(b).toEqual(a);
const unchangedExcept = (
  before: PromptDocument | null,
  after: PromptDocument,
  step: "setting" | "camera" | "mood",
) => {
  const a = structuredClone(before) as PromptDocument;
  const b = structuredClone(after);
  for (const d of [a, b]) {
    for (const s of d.scenes) {
      if (step === "setting") s.setting = { ...s.setting, location: "", time_of_day: "", lighting: "" };
      if (step === "camera") s.camera = { movements: [], angles: [] };
      if (step === "mood") s.visuals.mood = "";
      // The step's own clauses follow its fields (they are what the exports read).
      const role = { setting: ["place", "light"], camera: ["camera"], mood: [] as string[] }[step];
      if (s.clauses) s.clauses = s.clauses.filter((c) => !role.includes(c.role));
    }
    if (step === "mood") d.project_style.tone = "";
  }
  expect(b).toEqual(a);
};

describe("guided assistant: answers are understood", () => {
  it("1. numbered, lettered and ordinal answers pick the offered option", () => {
    let draftLocation = "";
    session([
      [
        "A lighthouse keeper named Elias feeds a seagull on the rocks.",
        (d, t) => {
          expect(t.asked).toBe("setting");
          expect(t.reply).toMatch(/^1\. \*\*Dawn\*\*/m);
          draftLocation = scene(d).setting.location;
        },
      ],
      [
        "1",
        (d, t, b) => {
          expect(t.applied).toBe("setting");
          expect(scene(d).setting.time_of_day).toBe("dawn");
          expect(scene(d).setting.location).toBe(draftLocation);
          expect(JSON.stringify(d)).not.toContain("Setting: 1");
          unchangedExcept(b, d, "setting");
          expect(t.asked).toBe("camera");
        },
      ],
      [
        "option 2",
        (d, t) => {
          expect(t.applied).toBe("camera");
          expect(scene(d).camera.movements).toEqual(["aerial drone shot"]);
          expect(t.asked).toBe("mood");
        },
      ],
      [
        "the third one",
        (d, t) => {
          expect(scene(d).visuals.mood).toBe("joyful");
          expect(d.project_style.tone).toBe("joyful");
          expect(t.asked).toBe("audio");
        },
      ],
      [
        "b",
        (d, t) => {
          expect(t.applied).toBe("audio");
          expect(scene(d).audio.sound_effects[0]).toBe("natural ambient sound");
          expect(d.global_preferences.music.enabled).toBe(false);
          expect(scene(d).audio.music_cues).toEqual([]);
          expect(t.asked).toBe("style");
        },
      ],
      [
        "I'll take 1, please",
        (d, t) => {
          expect(d.project_style.visual_style).toBe("cinematic, photorealistic");
          expect(t.asked).toBe("duration");
        },
      ],
      [
        "3",
        (d, t) => {
          expect(d.scenes.every((s) => s.duration_seconds === 10)).toBe(true);
          expect(t.asked).toBeNull();
          expect(t.reply).toContain("Your prompt is complete.");
        },
      ],
    ]);
  });

  it("2. a change of mind about the mood replaces it and the pending question comes back", () => {
    session([
      ["A fisherwoman mends her nets on a quiet pier.", (_d, t) => expect(t.asked).toBe("setting")],
      [
        "A misty harbor at dawn",
        (d) => {
          expect(scene(d).setting.location).toBe("A misty harbor");
          expect(scene(d).setting.time_of_day).toBe("dawn");
        },
      ],
      ["slow dolly in", (d) => expect(scene(d).camera.movements).toEqual(["dolly in"])],
      [
        "mysterious",
        (d, t) => [expect(scene(d).visuals.mood).toBe("mysterious"), expect(t.asked).toBe("audio")],
      ],
      [
        "actually, change the mood to joyful",
        (d, t, b) => {
          expect(t.applied).toBe("mood");
          expect(scene(d).visuals.mood).toBe("joyful");
          unchangedExcept(b, d, "mood");
          expect(t.asked).toBe("audio");
        },
      ],
      [
        "soft piano music",
        (d, t) => {
          expect(d.global_preferences.music).toEqual({ enabled: true, style: "soft piano music" });
          expect(scene(d).audio.music_cues).toEqual(["soft piano music"]);
          expect(scene(d).visuals.mood).toBe("joyful");
          expect(t.asked).toBe("style");
        },
      ],
    ]);
  });

  it("3. an off-step answer ('make it night' while the mood is asked) goes to its step", () => {
    session([
      ["A red fox trots through a snowy forest.", () => {}],
      ["skip", (d, t, b) => [same(b, d), expect(t.asked).toBe("camera")]],
      [
        "handheld close-up",
        (d) => {
          expect(scene(d).camera.movements).toEqual(["handheld"]);
          expect(scene(d).camera.angles).toEqual(["close-up"]);
        },
      ],
      [
        "make it night",
        (d, t, b) => {
          expect(t.applied).toBe("setting");
          expect(scene(d).setting.time_of_day).toBe("night");
          expect(scene(d).setting.location).toBe(scene(b!).setting.location);
          expect(scene(d).setting.lighting).not.toMatch(/day|sun/i);
          expect(scene(d).visuals.mood).toBe(scene(b!).visuals.mood);
          expect(t.asked).toBe("mood");
        },
      ],
      ["peaceful", (d, t) => [expect(scene(d).visuals.mood).toBe("peaceful"), expect(t.asked).toBe("audio")]],
    ]);
  });

  it("4. undo restores the document before the last change, and the step is asked again", () => {
    const { docs } = session([
      ["A cyclist rides through a city at rush hour.", () => {}],
      [
        "A rooftop in Tokyo at night",
        (d) => [
          expect(scene(d).setting.location).toBe("A rooftop in Tokyo"),
          expect(scene(d).setting.time_of_day).toBe("night"),
        ],
      ],
      ["undo", (d, t) => [expect(t.reply).toMatch(/^\*\*Undone:\*\*/), expect(t.asked).toBe("setting")]],
      [
        "A beach at sunset",
        (d, t) => {
          expect(scene(d).setting.location).toBe("A beach");
          expect(scene(d).setting.time_of_day).toBe("sunset");
          expect(t.asked).toBe("camera");
        },
      ],
    ]);
    expect(docs[2]).toEqual(docs[0]);
  });

  it("5. back asks the previous step again; the answer replaces it and the guide resumes", () => {
    session([
      ["A boy flies a red kite on a windy hill.", () => {}],
      ["at dawn", (d) => expect(scene(d).setting.time_of_day).toBe("dawn")],
      [
        "2",
        (d, t) => [
          expect(scene(d).camera.movements).toEqual(["aerial drone shot"]),
          expect(t.asked).toBe("mood"),
        ],
      ],
      [
        "back",
        (d, t, b) => [same(b, d), expect(t.asked).toBe("camera"), expect(t.reply).toContain("Next: Camera")],
      ],
      [
        "low angle tracking shot",
        (d, t) => {
          expect(scene(d).camera.movements).toEqual(["tracking shot"]);
          expect(scene(d).camera.angles).toEqual(["low angle"]);
          expect(t.asked).toBe("mood");
        },
      ],
    ]);
  });

  it("6. skip leaves each step as it is and never asks it again; done summarises", () => {
    const asked: (string | null)[] = [];
    session([
      ["A potter shapes a bowl on a wheel.", (_d, t) => asked.push(t.asked)],
      ["skip", (d, t, b) => [same(b, d), asked.push(t.asked)]],
      ["pass", (d, t, b) => [same(b, d), asked.push(t.asked)]],
      ["no preference", (d, t, b) => [same(b, d), asked.push(t.asked)]],
      [
        "done",
        (d, t, b) => [
          same(b, d),
          expect(t.reply).toContain("Your prompt is complete."),
          expect(t.asked).toBeNull(),
        ],
      ],
    ]);
    expect(asked).toEqual(["setting", "camera", "mood", "audio"]);
  });

  it("7. negations in an audio answer turn music and narration off, never on", () => {
    session([
      ["A chef plates a dessert in a busy kitchen.", () => {}],
      ["skip", () => {}],
      ["skip", () => {}],
      ["skip", (_d, t) => expect(t.asked).toBe("audio")],
      [
        "no music and no narration, just the sizzle of pans",
        (d, t) => {
          expect(t.applied).toBe("audio");
          expect(d.global_preferences.music.enabled).toBe(false);
          expect(d.scenes.every((s) => s.audio.music_cues.length === 0)).toBe(true);
          expect(d.global_preferences.narration.enabled).toBe(false);
          expect(scene(d).audio.sound_effects[0]).toBe("the sizzle of pans");
        },
      ],
    ]);
  });

  it("8. a dialogue line goes under the cast member who says it", () => {
    session([
      [
        "Maria, a young fisherwoman, unties her boat at the harbor.",
        (d) => expect(scene(d).characters.map((c) => c.name)).toContain("Maria"),
      ],
      [
        'Maria says "The sea is calm today."',
        (d, t) => {
          expect(t.applied).toBe("audio");
          expect(scene(d).audio.dialogue).toContainEqual({
            character: "Maria",
            line: "The sea is calm today.",
          });
          expect(t.asked).toBe("setting");
        },
      ],
    ]);
  });

  it("9. a number that matches no option changes nothing and asks again", () => {
    session([
      ["A dancer spins on an empty stage.", () => {}],
      ["skip", () => {}],
      ["skip", (_d, t) => expect(t.asked).toBe("mood")],
      [
        "7",
        (d, t, b) => [
          same(b, d),
          expect(t.refined).toBe(false),
          expect(t.asked).toBe("mood"),
          expect(t.reply).toContain('could not match "7"'),
        ],
      ],
      [
        "the last one",
        (d, t) => [expect(scene(d).visuals.mood).toBe("joyful"), expect(t.asked).toBe("audio")],
      ],
    ]);
  });

  it("10. a duration said while the camera is asked goes to the duration", () => {
    session([
      ["A barista pours latte art in a small café.", () => {}],
      ["skip", (_d, t) => expect(t.asked).toBe("camera")],
      [
        "make each scene ten seconds",
        (d, t) => [
          expect(d.scenes.every((s) => s.duration_seconds === 10)).toBe(true),
          expect(t.applied).toBe("duration"),
          expect(t.asked).toBe("camera"),
        ],
      ],
      [
        "whip pan",
        (d, t) => [expect(scene(d).camera.movements).toEqual(["whip pan"]), expect(t.asked).toBe("mood")],
      ],
    ]);
  });

  it("11. a setting answer writes only what it states: no invented time or light", () => {
    session([
      ["An old man feeds pigeons in a park.", () => {}],
      [
        "let's set it in a snowy village square",
        (d, t, b) => {
          expect(scene(d).setting.location).toBe("a snowy village square");
          expect(scene(d).setting.time_of_day).toBe(scene(b!).setting.time_of_day);
          expect(scene(d).setting.lighting).toBe(scene(b!).setting.lighting);
          expect(t.asked).toBe("camera");
        },
      ],
      [
        "a close-up please",
        (d, t, b) => [
          expect(scene(d).camera.angles).toEqual(["close-up"]),
          expect(scene(d).camera.movements).toEqual(scene(b!).camera.movements),
          expect(t.asked).toBe("mood"),
        ],
      ],
      ["make it more melancholic", (d) => expect(scene(d).visuals.mood).toBe("melancholic")],
    ]);
  });

  it("12. undo in a conversation seeded from a project concept refuses honestly and changes nothing", () => {
    const seed = documentFromConcept(
      projectConceptSchema.parse({
        title: "Harbor",
        description: "A fisherwoman prepares her boat in a misty harbor.",
      }),
    );
    session(
      [
        [
          "undo",
          (d, t) => [
            same(seed, d),
            expect(t.refined).toBe(false),
            expect(t.reply).toContain("no change of mine to undo"),
          ],
        ],
        // No question was offered yet, so a bare number picks nothing.
        [
          "2",
          (d, t) => [same(seed, d), expect(t.asked).toBe("subject"), expect(t.reply).toContain('match "2"')],
        ],
        [
          "A misty harbor at dawn",
          (d, t) => [expect(scene(d).setting.time_of_day).toBe("dawn"), expect(t.applied).toBe("setting")],
        ],
      ],
      seed,
    );
  });
});

describe("guided assistant: subject answers", () => {
  it("13. a subject answer gives its actions only to the character it names", () => {
    session([
      ["Maria, a young fisherwoman, unties her boat at the harbor.", () => {}],
      [
        "the main character is Maria, she also waves at her brother Tomas",
        (d, t, b) => {
          expect(t.applied).toBe("subject");
          const maria = scene(d).characters.find((c) => c.name === "Maria");
          expect(maria?.actions).toContain("she also waves at her brother Tomas");
          for (const c of scene(d).characters.filter((c) => !/Maria|Tomas/.test(c.name)))
            expect(c).toEqual(scene(b!).characters.find((k) => k.name === c.name));
        },
      ],
    ]);
  });
});

describe("guided assistant: mentions versus instructions", () => {
  it("14. a mood answer that mentions a sound stays the mood; an instruction about sound goes to audio", () => {
    session([
      ["A monk sweeps leaves in a temple courtyard.", () => {}],
      ["skip", () => {}],
      ["skip", (_d, t) => expect(t.asked).toBe("mood")],
      [
        "calm, like the sound of the sea",
        (d, t, b) => {
          expect(t.applied).toBe("mood");
          expect(scene(d).visuals.mood).toBe("calm, like the sound of the sea");
          expect(d.project_style.tone).toBe("peaceful");
          expect(scene(d).audio).toEqual(scene(b!).audio);
          expect(t.asked).toBe("audio");
        },
      ],
      [
        "also add the sound of a distant temple bell",
        (d, t) => [
          expect(t.applied).toBe("audio"),
          expect(scene(d).audio.sound_effects[0]).toBe("the sound of a distant temple bell"),
        ],
      ],
    ]);
  });
});

describe("guided assistant: reading one answer", () => {
  it("reads choices, commands and values", () => {
    expect(
      [
        "2",
        "option 2",
        "the second one",
        "b",
        "B)",
        "#2",
        "2nd",
        "I'll take 2",
        "go with the second one, please",
      ].map((m) => choiceIndex(m, 3)),
    ).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(["4", "a forest", "2 dogs in a park", "e"].map((m) => choiceIndex(m, 3))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(["back", "go back", "Skip.", "undo that", "done", "a skipping rope"].map(commandOf)).toEqual([
      "back",
      "back",
      "skip",
      "undo",
      "done",
      null,
    ]);
    expect(valueOf("change the mood to joyful")).toBe("joyful");
    expect(valueOf("Actually, I'd like it more mysterious please")).toBe("mysterious");
    expect(valueOf("I want it to look like a watercolor painting")).toBe("a watercolor painting");
    expect(valueOf("change the setting to a dusty attic")).toBe("a dusty attic");
    expect(valueOf("no, make it a 3D cartoon instead")).toBe("a 3D cartoon");
    expect(placeOf("make it night")).toBeNull();
    expect(placeOf("A windswept rocky island in the North Sea at dawn with soft golden light")).toBe(
      "A windswept rocky island in the North Sea",
    );
  });
});
