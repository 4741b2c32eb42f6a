import { describe, expect, it } from "vitest";
import { categorize, primaryCategory, SCENE_CATEGORIES } from "@/lib/scene/categories";
import { compileScene } from "@/lib/scene/compiler";
import { DEFAULT_DURATION, promptDocumentSchema, sceneSchema } from "@/lib/scene/schema";
import { generateSceneSchema } from "@/lib/validations/generate-scene";

const scene = {
  id: 1,
  title: "Opening",
  description: "A fox runs.",
  characters: [{ name: "Fox", description: "a red fox", actions: "runs" }],
  setting: { location: "a forest", time_of_day: "dawn", lighting: "soft", background_details: "pines" },
  camera: { movements: ["tracking shot"], angles: ["wide shot"] },
  visuals: { mood: "peaceful", props: [], style_notes: "cinematic" },
  audio: { dialogue: [{ character: "Fox", line: "Hello." }], sound_effects: ["leaves"], music_cues: [] },
  notes: "",
};

describe("prompt document schema", () => {
  it("defaults duration_seconds to 8", () => {
    expect(sceneSchema.parse(scene).duration_seconds).toBe(DEFAULT_DURATION);
    expect(DEFAULT_DURATION).toBe(8);
  });

  it("requires every field of the spec's document and at least one scene", () => {
    const doc = compileScene({ description: "A fox runs through a forest at dawn." });
    expect(promptDocumentSchema.parse(doc)).toEqual(doc);
    expect(promptDocumentSchema.safeParse({ ...doc, scenes: [] }).success).toBe(false);
    const { project_style: _omit, ...withoutStyle } = doc;
    expect(promptDocumentSchema.safeParse(withoutStyle).success).toBe(false);
    const { setting: _s, ...sceneWithoutSetting } = scene;
    expect(sceneSchema.safeParse(sceneWithoutSetting).success).toBe(false);
    expect(sceneSchema.safeParse({ ...scene, camera: { movements: "pan", angles: [] } }).success).toBe(false);
    expect(
      sceneSchema.safeParse({ ...scene, audio: { ...scene.audio, dialogue: [{ character: "Fox" }] } })
        .success,
    ).toBe(false);
  });

  it("has the spec's field names", () => {
    const doc = compileScene({ description: "A fox runs through a forest at dawn." });
    expect(Object.keys(doc).sort()).toEqual([
      "global_preferences",
      "project_style",
      "project_title",
      "scenes",
    ]);
    expect(Object.keys(doc.project_style).sort()).toEqual([
      "categories",
      "reference_examples",
      "tone",
      "visual_style",
    ]);
    expect(Object.keys(doc.global_preferences).sort()).toEqual(["music", "narration", "text_on_screen"]);
    // The spec's fields, and the optional additions (the verbatim clauses).
    expect(Object.keys(doc.scenes[0]).sort()).toEqual([
      "audio",
      "camera",
      "characters",
      "clauses",
      "description",
      "duration_seconds",
      "id",
      "notes",
      "setting",
      "title",
      "visuals",
    ]);
  });
});

describe("categories", () => {
  it("come from the fixed list, strongest first, General when nothing matches", () => {
    expect(categorize("A dragon and a wizard guard an enchanted castle")[0]).toBe("Fantasy");
    expect(primaryCategory("Blorp zzz qux")).toBe("General");
    for (const text of ["A robot on Mars", "A chef bakes bread", "Kids play soccer in a stadium"]) {
      for (const c of categorize(text)) expect(SCENE_CATEGORIES).toContain(c);
    }
    expect(categorize("A dog and a cat in a forest by a river").length).toBeLessThanOrEqual(3);
  });

  it("match multi-word cues as whole words only (the Hindi 'hai' is not 'ai')", () => {
    expect(categorize("ek ladka window se bahar dekh raha hai, baarish ho rahi hai")).not.toContain("Sci-Fi");
    expect(categorize("an ai assistant on a time machine")).toContain("Sci-Fi");
  });
});

describe("generate-scene request schema", () => {
  it("requires a description of at least 5 characters", () => {
    for (const body of [{}, { description: 123 }, { description: "abcd" }, { description: "   abcd   " }]) {
      const r = generateSceneSchema.safeParse(body);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe("Please provide a scene description");
    }
  });

  it("accepts 5, 8 and 10 second durations and defaults to 8", () => {
    expect(generateSceneSchema.parse({ description: "A fox runs" }).duration).toBe(8);
    for (const d of [5, 8, 10])
      expect(generateSceneSchema.parse({ description: "A fox runs", duration: d }).duration).toBe(d);
    expect(generateSceneSchema.parse({ description: "A fox runs", duration: "10" }).duration).toBe(10);
    for (const d of [7, 0, -5, 8.5, "eight", true])
      expect(
        generateSceneSchema.safeParse({ description: "A fox runs", duration: d }).success,
        String(d),
      ).toBe(false);
  });

  it("treats an empty title as no title", () => {
    expect(generateSceneSchema.parse({ description: "A fox runs", title: "  " }).title).toBeUndefined();
    expect(generateSceneSchema.parse({ description: "A fox runs", title: " Fox " }).title).toBe("Fox");
    expect(generateSceneSchema.safeParse({ description: "A fox runs", title: 5 }).success).toBe(false);
  });
});
