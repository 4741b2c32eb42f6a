// Issue 22's speed budget: what an export reads from a document (its facts, each shot's slots, text and
// pronoun, the lint's reading of each clip text) is computed once per document and shared by every
// target's export. These tests pin the sharing down: the same document gives the same facts, an edited
// copy gets its own, and no export changes what another export of the same document reads. (Speed
// itself is measured by `npm run bench -- export`, never timed here.)
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { applyOperations } from "@/lib/scene/edit";
import { LIVE_TARGETS, findTarget } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { exportWithModes } from "@/lib/targets/modes";
import { shotSlots } from "@/lib/targets/parts";
import type { ShotInfo } from "@/lib/targets/render";
import { documentFacts } from "@/lib/targets/scene-facts";
import { clean } from "@/lib/targets/text";
import { resolveOptions } from "@/lib/targets/validate";

const TEXT =
  'Characters:\n- Lena: 30s, a park ranger.\n\nScene 1: At dawn, Lena walks along a misty pier, no music. She says "The sea is calm today." Close-up of her hands.\n\nScene 2: Slow aerial drone shot. She rows out past the old lighthouse while gulls cry. Soft piano music.';

describe("a document's facts are read once and shared by every target", () => {
  it("gives the same facts for the same document, and new ones for an edited copy", () => {
    const doc = compileScene({ description: TEXT });
    expect(documentFacts(doc)).toBe(documentFacts(doc));
    const edit = applyOperations(doc, [
      { op: "set_field", scene: 1, field: "description", value: "Lena paints the hull of a red boat." },
    ]);
    if (!edit.ok) throw new Error(edit.error);
    expect(documentFacts(edit.document)).not.toBe(documentFacts(doc));
    const veo = findTarget("veo-3.1")!;
    expect(exportDocument(edit.document, veo).clips[0].text).toContain("paints the hull of a red boat");
    expect(exportDocument(doc, veo).clips[0].text).not.toContain("paints");
  });

  it("exports every target of a shared document exactly as from a fresh copy, in any order", () => {
    const doc = compileScene({ description: TEXT });
    const fresh = LIVE_TARGETS.map((spec) => exportDocument(structuredClone(doc), spec));
    const forward = LIVE_TARGETS.map((spec) => exportDocument(doc, spec));
    const backward = [...LIVE_TARGETS].reverse().map((spec) => exportDocument(doc, spec));
    expect(forward).toEqual(fresh);
    expect(backward.reverse()).toEqual(fresh);
    // A mode's export of the same document (its own facts) leaves the plain export as it was.
    for (const spec of LIVE_TARGETS) for (const m of spec.modes) exportWithModes(doc, spec, { mode: m.mode });
    expect(LIVE_TARGETS.map((spec) => exportDocument(doc, spec))).toEqual(fresh);
  });

  it("hands each caller its own copy of a shot's parts (fitting shortens them)", () => {
    const doc = compileScene({ description: TEXT });
    const spec = findTarget("veo-3.1")!;
    const ctx = {
      spec,
      doc: documentFacts(doc),
      options: resolveOptions(spec, { mode: "text-to-video", route: spec.routes[0].id }, []),
      warnings: [],
    };
    const shot: ShotInfo = { facts: ctx.doc.scenes[0], index: 0, count: 1, start: 0, seconds: 8 };
    const first = shotSlots(shot, ctx, "says", []);
    const before = JSON.stringify(first);
    for (const part of Object.values(first).flat()) part.text = "changed";
    expect(JSON.stringify(shotSlots(shot, ctx, "says", []))).toBe(before);
  });
});

describe("clean", () => {
  it("collapses whitespace, trims and drops a final full stop, comma or semicolon", () => {
    expect(clean("  A\tmisty\u00a0pier  at dawn. ;, ")).toBe("A misty pier at dawn");
    expect(clean("Lena walks.")).toBe("Lena walks");
    expect(clean("Lena walks")).toBe("Lena walks");
    expect(clean("Lena\n\nwalks ,")).toBe("Lena walks");
    expect(clean("Ready?")).toBe("Ready?");
    expect(clean(" \t ")).toBe("");
  });
});
