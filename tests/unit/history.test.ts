import { describe, expect, it } from "vitest";
import {
  addEntry,
  entryDocument,
  HISTORY_LIMIT,
  historyPreview,
  parseHistory,
  removeEntry,
  setEdited,
  type HistoryEntry,
} from "@/lib/history/history";
import { applyOperations } from "@/lib/scene/edit";
import { compileScene } from "@/lib/scene/compiler";
import { collectText, documentPolicyViolation, shareSummary } from "@/lib/share/text";

const doc = compileScene({ description: "A fox trots across a snowy meadow at dawn.", title: "Fox" });
const entry = (id: string): HistoryEntry => ({ id, createdAt: "2026-11-23T00:00:00.000Z", document: doc });

describe("history", () => {
  it("adds newest first, keeps at most 50, and moves a re-added id to the top", () => {
    let list: HistoryEntry[] = [];
    for (let i = 0; i < 60; i++) list = addEntry(list, entry(`e${i}`));
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0].id).toBe("e59");
    expect(list.at(-1)?.id).toBe("e10");
    list = addEntry(list, entry("e30"));
    expect(list[0].id).toBe("e30");
    expect(list.filter((e) => e.id === "e30")).toHaveLength(1);
  });

  it("removes one entry", () => {
    expect(removeEntry([entry("a"), entry("b")], "a").map((e) => e.id)).toEqual(["b"]);
  });

  it("parses stored history and drops anything malformed instead of throwing", () => {
    expect(parseHistory(JSON.stringify([entry("a")]))).toEqual([entry("a")]);
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory("{oops")).toEqual([]);
    expect(parseHistory('{"a":1}')).toEqual([]);
    const mixed = [
      entry("ok"),
      { ...entry("bad-date"), createdAt: "yesterday" },
      { id: 3 },
      { id: "x", createdAt: "t", document: { scenes: [] } },
      null,
    ];
    expect(parseHistory(JSON.stringify(mixed)).map((e) => e.id)).toEqual(["ok"]);
  });

  it("keeps the description and the edited document with an entry; Reopen shows the edits", () => {
    const edit = applyOperations(doc, [
      { op: "set_field", scene: 1, field: "location", value: "a frozen lake" },
    ]);
    if (!edit.ok) throw new Error(edit.error);
    const edited = edit.document;
    const withText: HistoryEntry = {
      ...entry("a"),
      description: "A fox trots across a snowy meadow at dawn.",
    };
    let list = setEdited([withText, entry("b")], "a", edited);
    expect(list[0]).toEqual({ ...withText, edited });
    expect(list[1]).toEqual(entry("b"));
    expect(entryDocument(list[0])).toBe(edited);
    expect(entryDocument(list[1])).toBe(doc);
    // Stored and read back: all three survive.
    expect(parseHistory(JSON.stringify(list))).toEqual(list);
    // Editing back to the result as generated forgets the edit; an unknown id changes nothing.
    list = setEdited(list, "a", doc);
    expect(list[0]).toEqual(withText);
    expect("edited" in list[0]).toBe(false);
    expect(setEdited(list, "gone", edited)).toBe(list);
  });

  it("drops an unreadable description or edit but keeps the entry (older entries have neither)", () => {
    const stored = [
      { ...entry("a"), description: 42, edited: { scenes: "no" } },
      { ...entry("b"), description: "x".repeat(2100) },
    ];
    const [a, b] = parseHistory(JSON.stringify(stored));
    expect(a).toEqual(entry("a"));
    expect(b.description).toHaveLength(2000);
  });

  it("previews the first scene on one line, cut with an ellipsis", () => {
    expect(historyPreview(doc)).toContain("fox");
    expect(historyPreview(doc, 10)).toHaveLength(10);
    expect(historyPreview(doc, 10).endsWith("…")).toBe(true);
  });
});

describe("share text", () => {
  it("collects every string of a document for the content policy", () => {
    expect(collectText({ a: "x", b: [1, "y", { c: "z" }], d: true })).toEqual(["x", "y", "z"]);
  });

  it("refuses banned keywords or themes anywhere in the document", () => {
    expect(documentPolicyViolation(doc)).toBeNull();
    const bad = structuredClone(doc);
    bad.scenes[0].audio.music_cues.push("Something NSFW");
    expect(documentPolicyViolation(bad)).toMatch(/^Content not allowed: .*nsfw/);
  });

  it("summarises the scenes for social cards", () => {
    expect(shareSummary(doc)).toContain("fox");
    expect(shareSummary(doc, 12)).toHaveLength(12);
  });
});
