import { describe, expect, it } from "vitest";
import { parseHistory } from "@/lib/history/history";
import { readPromptDocument } from "@/lib/scene/read-document";
import { LIVE_TARGETS } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { GOLDEN } from "../support/golden-document";

const withActions = (actions: unknown) => ({
  ...GOLDEN,
  scenes: GOLDEN.scenes.map((s) => ({
    ...s,
    characters: s.characters.map((c) => ({ ...c, actions })),
  })),
});

describe("reading a prompt document from outside", () => {
  it("unread, a list of actions is what crashed the page: the exporters throw on it", () => {
    const raw = withActions(["unties a rope"]) as unknown as typeof GOLDEN;
    const spec = LIVE_TARGETS[0];
    expect(() =>
      exportDocument(raw, spec, { aspectRatio: spec.aspectRatios[0], resolution: spec.resolutions[0] }),
    ).toThrow(TypeError);
  });

  it("joins a character's actions given as a list (the spec leaves the type open) and renders it", () => {
    const reading = readPromptDocument(withActions(["unties a rope", " looks at the sea ", ""]));
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.document.scenes[0].characters[0].actions).toBe("unties a rope; looks at the sea");
    for (const spec of LIVE_TARGETS) {
      const out = exportDocument(reading.document, spec, {
        aspectRatio: spec.aspectRatios[0],
        resolution: spec.resolutions[0],
      });
      expect(out.clips.map((c) => c.text).join("\n")).toContain("unties a rope");
    }
  });

  it("refuses what the spec does not allow, naming the field", () => {
    const reading = readPromptDocument(withActions([{ beat: 1 }]));
    expect(reading).toEqual({
      ok: false,
      message: expect.stringMatching(/^This prompt cannot be shown: scenes\.0\.characters\.0\.actions: /),
    });
    expect(readPromptDocument({ project_title: "x" })).toMatchObject({ ok: false });
    expect(readPromptDocument(null)).toMatchObject({
      ok: false,
      message: expect.stringContaining("the document"),
    });
  });

  it("keeps a stored history entry whose actions are a list", () => {
    const raw = JSON.stringify([
      { id: "a", createdAt: new Date(0).toISOString(), document: withActions(["runs", "jumps"]) },
    ]);
    const [entry] = parseHistory(raw);
    expect(entry?.document.scenes[0].characters[0].actions).toBe("runs; jumps");
  });
});
