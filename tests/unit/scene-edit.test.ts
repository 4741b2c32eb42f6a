import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import {
  applyOperation,
  applyOperations,
  canRedo,
  canUndo,
  describeOperation,
  edit,
  HISTORY_LIMIT,
  redo,
  record,
  startHistory,
  undo,
  type Operation,
} from "@/lib/scene/edit";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

const THREE =
  "Scene 1: Lena, a young painter, walks along the beach at golden hour. Scene 2: Lena sets up her easel on the pier while gulls circle. Scene 3: Lena and her brother Tom hug as the sun sets.";
const base = (): PromptDocument => compileScene({ description: THREE });

function ok(doc: PromptDocument, ...ops: Operation[]): PromptDocument {
  const result = applyOperations(doc, ops);
  if (!result.ok) throw new Error(result.error);
  promptDocumentSchema.parse(result.document);
  return result.document;
}

/** Everything but scene `n` (1-based) is unchanged. */
function onlyScene(before: PromptDocument, after: PromptDocument, n: number) {
  const strip = (d: PromptDocument) => ({ ...d, scenes: d.scenes.filter((_, i) => i !== n - 1) });
  expect(strip(after)).toEqual(strip(before));
}

describe("edit model: one operation at a time, pure and validated", () => {
  it("the fixture has three scenes", () => {
    expect(base().scenes).toHaveLength(3);
  });

  it("set_field on scene 2 changes scene 2 only, and never mutates its input", () => {
    const doc = base();
    const frozen = structuredClone(doc);
    const next = ok(doc, { op: "set_field", scene: 2, field: "camera_angles", value: ["close-up on Lena"] });
    expect(doc).toEqual(frozen);
    expect(next.scenes[1].camera.angles).toEqual(["close-up on Lena"]);
    onlyScene(doc, next, 2);
  });

  it("set_field with 'all' changes every scene, and text vs list fields are checked", () => {
    const doc = base();
    const next = ok(doc, { op: "set_field", scene: "all", field: "mood", value: "tender" });
    expect(next.scenes.map((s) => s.visuals.mood)).toEqual(["tender", "tender", "tender"]);
    expect(applyOperation(doc, { op: "set_field", scene: 1, field: "mood", value: ["x"] })).toEqual({
      ok: false,
      error: "The mood takes text.",
    });
    expect(applyOperation(doc, { op: "set_field", scene: 1, field: "props", value: "x" }).ok).toBe(false);
  });

  it("every scene field lands where the schema keeps it", () => {
    const doc = base();
    const next = ok(
      doc,
      { op: "set_field", scene: 1, field: "location", value: "a pier" },
      { op: "set_field", scene: 1, field: "time_of_day", value: "dawn" },
      { op: "set_field", scene: 1, field: "lighting", value: "soft dawn light" },
      { op: "set_field", scene: 1, field: "background_details", value: "boats" },
      { op: "set_field", scene: 1, field: "style_notes", value: "35mm film" },
      { op: "set_field", scene: 1, field: "props", value: ["easel"] },
      { op: "set_field", scene: 1, field: "camera_movements", value: ["handheld"] },
      { op: "set_field", scene: 1, field: "sound_effects", value: ["waves"] },
      { op: "set_field", scene: 1, field: "music_cues", value: ["soft piano"] },
      { op: "set_field", scene: 1, field: "title", value: "Dawn walk" },
      { op: "set_field", scene: 1, field: "notes", value: "no text" },
      { op: "set_field", scene: 1, field: "description", value: "Lena walks." },
    );
    const s = next.scenes[0];
    expect(s.setting).toEqual({
      location: "a pier",
      time_of_day: "dawn",
      lighting: "soft dawn light",
      background_details: "boats",
    });
    expect(s.visuals.style_notes).toBe("35mm film");
    expect(s.visuals.props).toEqual(["easel"]);
    expect(s.camera.movements).toEqual(["handheld"]);
    expect(s.audio.sound_effects).toEqual(["waves"]);
    expect(s.audio.music_cues).toEqual(["soft piano"]);
    expect([s.title, s.notes, s.description]).toEqual(["Dawn walk", "no text", "Lena walks."]);
    onlyScene(doc, next, 1);
  });

  it("set_duration: one scene or every scene", () => {
    const doc = base();
    const one = ok(doc, { op: "set_duration", scene: 3, seconds: 5 });
    expect(one.scenes.map((s) => s.duration_seconds)).toEqual([8, 8, 5]);
    onlyScene(doc, one, 3);
    expect(
      ok(doc, { op: "set_duration", scene: "all", seconds: 10 }).scenes.every(
        (s) => s.duration_seconds === 10,
      ),
    ).toBe(true);
    expect(applyOperation(doc, { op: "set_duration", scene: 1, seconds: 0 }).ok).toBe(false);
  });

  it("a scene that does not exist is an error that changes nothing", () => {
    const r = applyOperation(base(), { op: "set_field", scene: 4, field: "mood", value: "x" });
    expect(r).toEqual({ ok: false, error: "There is no scene 4 (the project has 3 scenes)." });
  });

  it("add_scene inserts a blank scene like its neighbour and renumbers", () => {
    const doc = base();
    const next = ok(doc, { op: "add_scene", at: 2, description: "Tom arrives by bike." });
    expect(next.scenes).toHaveLength(4);
    expect(next.scenes.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(next.scenes[1].description).toBe("Tom arrives by bike.");
    expect(next.scenes[1].characters).toEqual([]);
    expect(next.scenes[1].audio.dialogue).toEqual([]);
    expect(next.scenes[1].setting).toEqual(doc.scenes[1].setting);
    expect(next.scenes[2].description).toBe(doc.scenes[1].description);
    const end = ok(doc, { op: "add_scene" });
    expect(end.scenes[3].id).toBe(4);
    expect(applyOperation(doc, { op: "add_scene", at: 5 }).ok).toBe(false);
  });

  it("duplicate_scene copies a scene right after it", () => {
    const doc = base();
    const next = ok(doc, { op: "duplicate_scene", scene: 1 });
    expect(next.scenes).toHaveLength(4);
    expect({ ...next.scenes[1], id: 1 }).toEqual(next.scenes[0]);
    expect(next.scenes[2].description).toBe(doc.scenes[1].description);
  });

  it("remove_scene removes one scene and renumbers; the last scene cannot go", () => {
    const doc = base();
    const next = ok(doc, { op: "remove_scene", scene: 2 });
    expect(next.scenes.map((s) => s.description)).toEqual([
      doc.scenes[0].description,
      doc.scenes[2].description,
    ]);
    expect(next.scenes.map((s) => s.id)).toEqual([1, 2]);
    const one = ok(next, { op: "remove_scene", scene: 1 });
    expect(applyOperation(one, { op: "remove_scene", scene: 1 })).toEqual({
      ok: false,
      error: "A project keeps at least one scene.",
    });
  });

  it("split_scene splits the description at a sentence, keeping the setting", () => {
    const doc = ok(base(), {
      op: "set_field",
      scene: 2,
      field: "description",
      value: "Lena sets up her easel. Gulls circle. She paints the sea. The light fades.",
    });
    const next = ok(doc, { op: "split_scene", scene: 2 });
    expect(next.scenes).toHaveLength(4);
    expect(next.scenes[1].description).toBe("Lena sets up her easel. Gulls circle.");
    expect(next.scenes[2].description).toBe("She paints the sea. The light fades.");
    expect(next.scenes[2].setting).toEqual(doc.scenes[1].setting);
    expect(next.scenes.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect(ok(doc, { op: "split_scene", scene: 2, atSentence: 1 }).scenes[1].description).toBe(
      "Lena sets up her easel.",
    );
    const single = ok(doc, { op: "set_field", scene: 1, field: "description", value: "One sentence only." });
    expect(applyOperation(single, { op: "split_scene", scene: 1 }).ok).toBe(false);
  });

  it("merge_scenes joins a scene with the next: text, cast, lines and durations", () => {
    const doc = ok(base(), { op: "set_line", scene: 3, speaker: "Tom", line: "You came back." });
    const next = ok(doc, { op: "merge_scenes", scene: 2 });
    expect(next.scenes).toHaveLength(2);
    const merged = next.scenes[1];
    expect(merged.description).toBe(`${doc.scenes[1].description} ${doc.scenes[2].description}`);
    expect(merged.audio.dialogue).toContainEqual({ character: "Tom", line: "You came back." });
    expect(merged.duration_seconds).toBe(16);
    const names = merged.characters.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(next.scenes[0]).toEqual(doc.scenes[0]);
    expect(applyOperation(doc, { op: "merge_scenes", scene: 3 }).ok).toBe(false);
  });

  it("move_scene reorders and renumbers", () => {
    const doc = base();
    const next = ok(doc, { op: "move_scene", from: 3, to: 1 });
    expect(next.scenes.map((s) => s.description)).toEqual([
      doc.scenes[2].description,
      doc.scenes[0].description,
      doc.scenes[1].description,
    ]);
    expect(next.scenes.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it("set_line appends or replaces one line with its speaker; remove_line removes it", () => {
    const doc = base();
    const added = ok(doc, { op: "set_line", scene: 2, speaker: "Lena", line: "The light is perfect." });
    expect(added.scenes[1].audio.dialogue.at(-1)).toEqual({
      character: "Lena",
      line: "The light is perfect.",
    });
    onlyScene(doc, added, 2);
    const index = added.scenes[1].audio.dialogue.length - 1;
    const edited = ok(added, { op: "set_line", scene: 2, index, speaker: "Tom", line: "Hurry up." });
    expect(edited.scenes[1].audio.dialogue[index]).toEqual({ character: "Tom", line: "Hurry up." });
    expect(
      applyOperation(added, { op: "set_line", scene: 2, index: index + 5, speaker: "A", line: "b" }).ok,
    ).toBe(false);
    expect(ok(edited, { op: "remove_line", scene: 2, index }).scenes[1].audio.dialogue).toEqual(
      doc.scenes[1].audio.dialogue,
    );
  });

  it("set_character adds or edits a scene's character without touching other scenes", () => {
    const doc = base();
    const next = ok(doc, {
      op: "set_character",
      scene: 2,
      name: "Tom",
      description: "Lena's brother",
      actions: "waves",
    });
    expect(next.scenes[1].characters.find((c) => c.name === "Tom")).toEqual({
      name: "Tom",
      description: "Lena's brother",
      actions: "waves",
    });
    onlyScene(doc, next, 2);
    const lena = ok(doc, { op: "set_character", scene: 1, name: "lena", actions: "runs" });
    expect(lena.scenes[0].characters.filter((c) => c.name === "Lena")).toHaveLength(1);
    expect(lena.scenes[0].characters.find((c) => c.name === "Lena")?.actions).toBe("runs");
  });

  it("bible: set_cast_member adds then edits only the given fields; bind_cast needs a member", () => {
    const doc = base();
    expect(doc.bible).toBeUndefined();
    const added = ok(doc, { op: "set_cast_member", name: "Lena", look: "freckled, red curls", age: "25" });
    expect(added.bible?.cast).toEqual([
      { name: "Lena", look: "freckled, red curls", wardrobe: "", age: "25", voice: "" },
    ]);
    expect(added.scenes).toEqual(doc.scenes);
    const edited = ok(added, { op: "set_cast_member", name: "lena", wardrobe: "yellow raincoat" });
    expect(edited.bible?.cast[0]).toEqual({
      name: "Lena",
      look: "freckled, red curls",
      wardrobe: "yellow raincoat",
      age: "25",
      voice: "",
    });
    const bound = ok(edited, { op: "bind_cast", scene: 3, names: ["lena"] });
    expect(bound.scenes[2].cast).toEqual(["Lena"]);
    onlyScene(edited, bound, 3);
    expect(applyOperation(edited, { op: "bind_cast", scene: 1, names: ["Nobody"] })).toEqual({
      ok: false,
      error: "The cast has no member named Nobody.",
    });
    const removed = ok(bound, { op: "remove_cast_member", name: "Lena" });
    expect(removed.bible?.cast).toEqual([]);
    expect(removed.scenes[2].cast).toEqual([]);
  });

  it("bible: places and props are defined once, then edited", () => {
    const doc = ok(
      base(),
      { op: "set_place", name: "The pier", description: "weathered planks, gulls" },
      { op: "set_prop", name: "Easel", description: "paint-splattered wooden easel" },
      { op: "set_place", name: "the pier", description: "weathered planks, gulls, lanterns" },
    );
    expect(doc.bible?.places).toEqual([
      { name: "The pier", description: "weathered planks, gulls, lanterns" },
    ]);
    expect(doc.bible?.props).toEqual([{ name: "Easel", description: "paint-splattered wooden easel" }]);
  });

  it("project-level fields, music and narration", () => {
    const doc = ok(
      base(),
      { op: "set_project", field: "project_title", value: "Golden Hour" },
      { op: "set_project", field: "tone", value: "tender" },
      { op: "set_project", field: "visual_style", value: "cinematic" },
      { op: "set_categories", value: ["Drama"] },
      { op: "set_music", enabled: true, style: "soft piano" },
      { op: "set_narration", enabled: true, voice_style: "warm female narrator" },
    );
    expect(doc.project_title).toBe("Golden Hour");
    expect(doc.project_style).toMatchObject({
      tone: "tender",
      visual_style: "cinematic",
      categories: ["Drama"],
    });
    expect(doc.global_preferences.music).toEqual({ enabled: true, style: "soft piano" });
    expect(doc.global_preferences.narration.voice_style).toBe("warm female narrator");
    const silent = ok(ok(doc, { op: "set_field", scene: "all", field: "music_cues", value: ["piano"] }), {
      op: "set_music",
      enabled: false,
      style: "none",
    });
    expect(silent.scenes.every((s) => s.audio.music_cues.length === 0)).toBe(true);
  });

  it("operations are all or nothing, and malformed operations are refused", () => {
    const doc = base();
    const r = applyOperations(doc, [
      { op: "set_field", scene: 1, field: "mood", value: "tender" },
      { op: "remove_scene", scene: 9 },
    ]);
    expect(r.ok).toBe(false);
    expect(
      applyOperations(doc, [{ op: "set_field", scene: 0, field: "mood", value: "x" } as Operation]).ok,
    ).toBe(false);
    expect(applyOperations(doc, [{ op: "explode" } as unknown as Operation]).ok).toBe(false);
  });
});

describe("edit history: undo and redo", () => {
  it("undo restores the previous document, redo re-applies, a new edit clears redo", () => {
    const doc = base();
    let h = startHistory(doc);
    expect(canUndo(h)).toBe(false);
    h = edit(h, [{ op: "set_field", scene: 2, field: "mood", value: "tense" }]).history;
    h = edit(h, [{ op: "move_scene", from: 1, to: 3 }]).history;
    const afterTwo = h.present;
    h = undo(h);
    expect(h.present.scenes[1].visuals.mood).toBe("tense");
    expect(h.present.scenes[0]).toEqual(doc.scenes[0]);
    h = undo(h);
    expect(h.present).toEqual(doc);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toEqual(afterTwo);
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    h = edit(h, [{ op: "set_duration", scene: 1, seconds: 5 }]).history;
    expect(canRedo(h)).toBe(false);
  });

  it("an invalid edit leaves the history as it was and says why; an unchanged document is not recorded", () => {
    const h = startHistory(base());
    const r = edit(h, [{ op: "remove_scene", scene: 7 }]);
    expect(r.history).toBe(h);
    expect(r.error).toMatch(/no scene 7/);
    expect(record(h, structuredClone(h.present))).toBe(h);
  });

  it("keeps at most HISTORY_LIMIT earlier documents", () => {
    let h = startHistory(base());
    for (let i = 0; i < HISTORY_LIMIT + 5; i++)
      h = edit(h, [{ op: "set_field", scene: 1, field: "notes", value: `n${i}` }]).history;
    expect(h.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("edit descriptions name the scope and what they replace", () => {
  it("scene-scoped and every-scene edits say so; a stated value is named when replaced", () => {
    const doc = base();
    expect(
      describeOperation(doc, {
        op: "set_field",
        scene: 2,
        field: "camera_angles",
        value: ["close-up on Lena"],
      }),
    ).toMatch(/^Changed scene 2's camera framing to close-up on Lena/);
    const time = doc.scenes[0].setting.time_of_day;
    expect(time).toBe("golden hour");
    expect(describeOperation(doc, { op: "set_field", scene: 1, field: "time_of_day", value: "midday" })).toBe(
      `Changed scene 1's time of day to midday (replacing "golden hour")`,
    );
    expect(describeOperation(doc, { op: "set_field", scene: "all", field: "mood", value: "tender" })).toMatch(
      /^Changed every scene's mood to tender/,
    );
    const one = compileScene({ description: "A fox trots through snow." });
    expect(describeOperation(one, { op: "set_duration", scene: "all", seconds: 5 })).toBe(
      "Set the scene to 5 seconds",
    );
  });

  it("adding to a list says added, not replacing", () => {
    const doc = ok(base(), { op: "set_field", scene: 1, field: "sound_effects", value: ["gulls"] });
    expect(
      describeOperation(doc, {
        op: "set_field",
        scene: 1,
        field: "sound_effects",
        value: ["waves", "gulls"],
      }),
    ).toBe("Added waves to scene 1's sounds");
  });
});

describe("edited fields reach the exports (a scene's clauses follow its fields)", () => {
  const doc = compileScene({
    description: "At dawn, Lena walks along a misty harbor. Slow push in.",
  });
  it("a new place replaces the place clause where it stood; other scenes and roles are untouched", () => {
    const r = applyOperation(doc, {
      op: "set_field",
      scene: 1,
      field: "location",
      value: "a lighthouse gallery",
    });
    if (!r.ok) throw new Error(r.error);
    const clauses = r.document.scenes[0].clauses ?? [];
    expect(clauses.filter((c) => c.role === "place").map((c) => c.text)).toEqual([
      `a lighthouse gallery, ${r.document.scenes[0].setting.time_of_day}`,
    ]);
    expect(clauses.filter((c) => c.role === "action")).toEqual(
      (doc.scenes[0].clauses ?? []).filter((c) => c.role === "action"),
    );
    expect(doc.scenes[0].setting.location).not.toBe("a lighthouse gallery");
  });
  it("an edited description drops the old clauses, so the export reads the new text", () => {
    const r = applyOperation(doc, { op: "set_field", scene: 1, field: "description", value: "A fox runs." });
    if (!r.ok) throw new Error(r.error);
    expect(r.document.scenes[0].clauses).toBeUndefined();
  });
});
