import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { SCENE_CORPUS, type FailureClass } from "@/tests/fixtures/scene-corpus";
import {
  RECALL_FIELDS,
  castMemberOf,
  faithfulnessViolations,
  positiveMention,
  recallCount,
  type RecallField,
} from "@/tests/support/scene-corpus-check";

const CLASSES: FailureClass[] = [
  "negation",
  "cast",
  "speaker",
  "defaults",
  "location",
  "blocks",
  "camera",
  "language",
  "fragments",
];

// Floors per field (percent), a few points under what the compiler reaches on this corpus (the
// measured recall is in docs/benchmarks.md, "Scene compiler corpus"): a regression fails the test.
const RECALL_FLOOR: Record<RecallField, number> = {
  cast: 94,
  speaker: 97,
  location: 80,
  time: 94,
  // Light only as stated (issue 22): a time of day or the weather no longer implies a light, so the
  // texts that state only a time (81.6 on 2026-11-26) no longer count as hits.
  light: 78,
  camera: 96,
  sounds: 87,
  music: 88,
  narration: 50,
  style: 95,
  negations: 97,
  scenes: 90,
  language: 95,
};

describe("scene corpus: the ground truth itself", () => {
  it("holds at least 80 entries with unique ids, every failure class several times, 5+ languages", () => {
    expect(SCENE_CORPUS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SCENE_CORPUS.map((e) => e.id)).size).toBe(SCENE_CORPUS.length);
    for (const c of CLASSES)
      expect(SCENE_CORPUS.filter((e) => e.classes.includes(c)).length, c).toBeGreaterThanOrEqual(4);
    const foreign = SCENE_CORPUS.filter((e) => e.truth.language !== "en");
    expect(foreign.length).toBeGreaterThanOrEqual(5);
    expect(new Set(foreign.map((e) => e.truth.language)).size).toBeGreaterThanOrEqual(5);
  });

  it.each(SCENE_CORPUS.map((e) => [e.id, e] as const))("%s: ground truth is read off the text", (_id, e) => {
    const text = e.text.toLowerCase();
    for (const d of e.truth.dialogue) {
      expect(e.text, `line ${d.line}`).toContain(d.line);
      expect(e.truth.cast.map((c) => c.name)).toContain(d.speaker);
    }
    for (const c of e.truth.cast)
      expect(
        [c.name, ...(c.aliases ?? [])].some((a) => text.includes(a.toLowerCase())),
        `cast ${c.name}`,
      ).toBe(true);
    if (e.truth.location && e.truth.language === "en") expect(text).toContain(e.truth.location.toLowerCase());
    for (const term of e.truth.camera)
      expect(text.replace(/-/g, " ")).toContain(term.split("|")[0].toLowerCase().replace(/-/g, " "));
  });
});

describe("scene corpus: the checker catches contradictions", () => {
  const doc = () => compileScene({ description: "A deserted train platform at dawn." });
  const truth = SCENE_CORPUS.find((e) => e.id === "one-liner-train-platform")!.truth;

  it("flags a negated thing turned into a character, invented music and narration, a wrong time", () => {
    const d = doc();
    d.scenes[0].characters = [{ name: "People", description: "", actions: "" }];
    d.global_preferences.music = { enabled: true, style: "upbeat electronic" };
    d.global_preferences.narration = { enabled: true, voice_style: "warm narrator", captions: false };
    d.scenes[0].setting.time_of_day = "night";
    d.scenes[0].setting.lighting = "cold moonlight";
    d.scenes[0].setting.location = "a busy city street";
    d.scenes[0].audio.sound_effects = ["distant city traffic"];
    const v = faithfulnessViolations(d, truth, "A deserted train platform at dawn, without people").join(
      "\n",
    );
    expect(v).toMatch(/character "People" is not in the text's cast/);
    expect(v).toMatch(/negated "people" appears/);
    expect(v).toMatch(/music enabled/);
    expect(v).toMatch(/narration enabled/);
    expect(v).toMatch(/time_of_day "night" contradicts/);
    expect(v).toMatch(/lighting "cold moonlight"/);
    expect(v).toMatch(/location "a busy city street" has words the text does not say \(busy, city, street\)/);
    expect(v).toMatch(/sound "distant city traffic" is not in the text/);
  });

  it("flags a line under the wrong speaker, a phantom speaker, a sentence in a sound field", () => {
    const e = SCENE_CORPUS.find((x) => x.id === "say-waiter-soup")!;
    const d = compileScene({ description: e.text });
    for (const s of d.scenes) s.audio.dialogue = [];
    d.scenes[0].audio.dialogue = [
      { character: "The waiter sets down", line: "Your soup, sir." },
      { character: "Waiter", line: "Thank you." },
    ];
    d.scenes[0].audio.sound_effects = [
      "Sound: the clink of the spoon as the waiter sets down the heavy bowl on the table",
    ];
    const v = faithfulnessViolations(d, e.truth).join("\n");
    expect(v).toMatch(/"Your soup, sir\." is under "The waiter sets down", not waiter/);
    expect(v).toMatch(/"Thank you\." is under "Waiter", not Omar/);
    expect(v).toMatch(/sound .* is a sentence/);
  });

  it("merges aliases but not stray words", () => {
    const cast = [
      { name: "Mara Quill", aliases: ["the detective"] },
      { name: "fisherman", aliases: ["old fisherman"] },
    ];
    expect(castMemberOf("Quill", cast)?.name).toBe("Mara Quill");
    expect(castMemberOf("Detective", cast)?.name).toBe("Mara Quill");
    expect(castMemberOf("The Old Fisherman", cast)?.name).toBe("fisherman");
    expect(castMemberOf("Old", cast)).toBeNull();
    expect(castMemberOf("Aerial", cast)).toBeNull();
    expect(positiveMention("no people, empty platform", "people")).toBe(false);
    expect(positiveMention("a few people waiting", "people")).toBe(true);
  });
});

describe("scene corpus: faithfulness (no contradiction of the text)", () => {
  it.each(SCENE_CORPUS.map((e) => [e.id, e] as const))("%s", (_id, e) => {
    const doc = compileScene({ description: e.text });
    expect(faithfulnessViolations(doc, e.truth, e.text)).toEqual([]);
  });
});

describe("scene corpus: recall per field", () => {
  it("carries what the texts state, above the floor per field", () => {
    const totals = Object.fromEntries(RECALL_FIELDS.map((f) => [f, { hit: 0, total: 0 }])) as Record<
      RecallField,
      { hit: number; total: number }
    >;
    for (const e of SCENE_CORPUS) {
      const r = recallCount(compileScene({ description: e.text }), e.truth, e.text);
      for (const f of RECALL_FIELDS) {
        totals[f].hit += r[f].hit;
        totals[f].total += r[f].total;
      }
    }
    const table = RECALL_FIELDS.map((f) => ({
      field: f,
      hit: totals[f].hit,
      total: totals[f].total,
      recall: totals[f].total ? Math.round((1000 * totals[f].hit) / totals[f].total) / 10 : 100,
    }));
    console.log(`Scene corpus recall (${SCENE_CORPUS.length} entries)`);
    console.table(table);
    for (const row of table)
      expect(row.recall, row.field).toBeGreaterThanOrEqual(RECALL_FLOOR[row.field as RecallField]);
  });
});
