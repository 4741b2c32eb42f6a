import { describe, expect, it } from "vitest";
import { parseDocumentDraft, describePath, lineColumn } from "@/lib/editor/json-draft";
import { addItem, parseDuration, sameList, textToList } from "@/lib/editor/list-text";
import {
  applyEdit,
  endRun,
  redoSession,
  replaceDocument,
  sessionCanRedo,
  sessionCanUndo,
  startSession,
  undoSession,
  type EditSession,
} from "@/lib/editor/session";
import { CAMERA_ANGLE_WORDS, CAMERA_MOVE_WORDS } from "@/lib/editor/vocabulary";
import { compileScene } from "@/lib/scene/compiler";
import { readCamera } from "@/lib/scene/compiler/camera";
import type { Operation } from "@/lib/scene/edit";
import type { PromptDocument } from "@/lib/scene/schema";

const TWO =
  "Scene 1: Lena walks along the beach at golden hour. Scene 2: Lena sets up her easel on the pier while gulls circle.";
const base = (): PromptDocument => compileScene({ description: TWO });

function step(session: EditSession, ops: Operation[], key: string | null = null): EditSession {
  const result = applyEdit(session, ops, key);
  if (result.error) throw new Error(result.error);
  return result.session;
}
const title = (n: number, value: string): Operation => ({ op: "set_field", scene: n, field: "title", value });

describe("editing session: typing runs are one undo step", () => {
  it("keystrokes in one field coalesce; one undo restores the value before the run", () => {
    const doc = base();
    const before = doc.scenes[0].title;
    let s = startSession(doc);
    for (const v of ["A", "At", "At d", "At dawn"]) s = step(s, [title(1, v)], "1:title");
    expect(s.history.present.scenes[0].title).toBe("At dawn");
    expect(s.history.past).toHaveLength(1);
    s = undoSession(s);
    expect(s.history.present.scenes[0].title).toBe(before);
    expect(sessionCanUndo(s)).toBe(false);
    s = redoSession(s);
    expect(s.history.present.scenes[0].title).toBe("At dawn");
  });

  it("another field, a keyless edit or leaving the field starts a new undo step", () => {
    let s = startSession(base());
    s = step(s, [title(1, "One")], "1:title");
    s = step(s, [title(2, "Two")], "2:title");
    expect(s.history.past).toHaveLength(2);
    s = endRun(step(s, [title(2, "Two!")], "2:title"));
    expect(s.history.past).toHaveLength(2);
    s = step(s, [title(2, "Two!!")], "2:title");
    expect(s.history.past).toHaveLength(3);
    s = step(s, [{ op: "move_scene", from: 2, to: 1 }]);
    expect(s.history.past).toHaveLength(4);
    expect(s.history.present.scenes[0].title).toBe("Two!!");
    s = undoSession(s);
    expect(s.history.present.scenes[0].title).toBe("One");
  });

  it("typing back to the value before the run leaves nothing to undo", () => {
    const doc = base();
    let s = startSession(doc);
    s = step(s, [title(1, `${doc.scenes[0].title}x`)], "1:title");
    s = step(s, [title(1, doc.scenes[0].title)], "1:title");
    expect(sessionCanUndo(s)).toBe(false);
    expect(s.history.present).toEqual(doc);
  });

  it("a refused edit changes nothing and says why; a new edit clears redo", () => {
    let s = startSession(base());
    const refused = applyEdit(s, [{ op: "remove_scene", scene: 5 }]);
    expect(refused.error).toMatch(/no scene 5/);
    expect(refused.session).toBe(s);
    s = step(s, [title(1, "X")]);
    s = undoSession(s);
    expect(sessionCanRedo(s)).toBe(true);
    s = step(s, [title(2, "Y")]);
    expect(sessionCanRedo(s)).toBe(false);
  });

  it("a whole document (the JSON editor) is one step per run too", () => {
    const doc = base();
    let s = startSession(doc);
    const a = { ...doc, project_title: "A" };
    const b = { ...doc, project_title: "AB" };
    s = replaceDocument(replaceDocument(s, a, "json"), b, "json");
    expect(s.history.past).toHaveLength(1);
    expect(undoSession(s).history.present.project_title).toBe(doc.project_title);
  });

  it("a reopened result's edits: one undo reaches the result as generated, redo returns to the edits", () => {
    const generated = base();
    const edited = { ...generated, project_title: "Edited" };
    let s = startSession(edited, generated);
    expect(s.history.present).toBe(edited);
    expect(sessionCanUndo(s)).toBe(true);
    s = undoSession(s);
    expect(s.history.present).toBe(generated);
    expect(sessionCanUndo(s)).toBe(false);
    expect(redoSession(s).history.present).toBe(edited);
    // Without edits (or with none that changed anything) there is nothing to undo.
    expect(sessionCanUndo(startSession(generated, base()))).toBe(false);
    expect(sessionCanUndo(startSession(generated))).toBe(false);
  });

  // The editor's "Delete" right after "Duplicate" (docs/editor.md): the model side deletes, with ids
  // renumbered (no two scenes share an id), and each is its own undo step.
  it("duplicate then delete: the later scene goes, ids stay unique, undo steps back one at a time", () => {
    const doc = base();
    let s = startSession(doc);
    s = step(s, [{ op: "duplicate_scene", scene: 1 }]);
    expect(s.history.present.scenes.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(s.history.present.scenes[1].description).toBe(doc.scenes[0].description);
    s = step(s, [{ op: "remove_scene", scene: 3 }]);
    expect(s.history.present.scenes.map((x) => x.id)).toEqual([1, 2]);
    expect(s.history.present.scenes.map((x) => x.description)).toEqual([
      doc.scenes[0].description,
      doc.scenes[0].description,
    ]);
    s = step(s, [{ op: "remove_scene", scene: 2 }]);
    expect(s.history.present.scenes.map((x) => x.description)).toEqual([doc.scenes[0].description]);
    s = undoSession(undoSession(s));
    expect(s.history.present.scenes).toHaveLength(3);
    expect(undoSession(s).history.present).toEqual(doc);
  });
});

describe("raw JSON drafts", () => {
  it("a valid draft parses into a document", () => {
    const doc = base();
    const result = parseDocumentDraft(JSON.stringify(doc));
    expect(result).toEqual({ ok: true, document: doc });
  });

  it("broken JSON says where, by line and column, without throwing", () => {
    const text = '{\n  "project_title": "x",\n  oops\n}';
    const result = parseDocumentDraft(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^The JSON is not valid at line 3, column 3/);
  });

  it("schema problems name the scene (counted from 1) and the field", () => {
    const doc = base() as unknown as { scenes: Record<string, unknown>[] };
    doc.scenes[1].duration_seconds = "long";
    const result = parseDocumentDraft(JSON.stringify(doc));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^scene 2, duration_seconds: /);
    const empty = parseDocumentDraft(JSON.stringify({ ...doc, scenes: [] }));
    expect(empty.ok).toBe(false);
  });

  it("paths and positions", () => {
    expect(describePath(["scenes", 0, "audio", "dialogue", 2, "line"])).toBe(
      "scene 1, audio, dialogue, item 3, line",
    );
    expect(describePath([])).toBe("the document");
    expect(lineColumn("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});

describe("list and duration drafts", () => {
  it("one item a line: blank lines and spaces are not items", () => {
    expect(textToList(" waves \n\n gulls\n")).toEqual(["waves", "gulls"]);
    expect(sameList(textToList("waves\n"), ["waves"])).toBe(true);
  });
  it("adding an item skips blanks and duplicates", () => {
    expect(addItem(["pan"], " Pan ")).toEqual(["pan"]);
    expect(addItem(["pan"], "  ")).toEqual(["pan"]);
    expect(addItem(["pan"], "orbit")).toEqual(["pan", "orbit"]);
  });
  it("durations are whole seconds from 1 to 60", () => {
    expect(parseDuration("12")).toEqual({ ok: true, seconds: 12 });
    for (const bad of ["", "0", "61", "2.5", "-3", "ten"]) expect(parseDuration(bad).ok).toBe(false);
  });
});

describe("camera vocabulary", () => {
  it("offers only camera words the compiler reads as camera language", () => {
    for (const word of [...CAMERA_MOVE_WORDS, ...CAMERA_ANGLE_WORDS]) {
      const facts = readCamera(`${word}.`);
      expect([...facts.movements, ...facts.angles].length, word).toBeGreaterThan(0);
    }
  });
});
