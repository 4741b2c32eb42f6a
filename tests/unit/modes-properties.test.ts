// Issue 27: properties of every mode over the export corpus, for every live target and each mode it
// supports: the mode's couplings obeyed (durations, ratios, prompt cap, reference counts), the
// image-to-video and first/last-frame text free of static description the frame carries (only
// motion, camera, change and sound), every reference named in the model's syntax, every scene
// covered once (a long scene by one first clip and its extend clips, in order).
import { beforeAll, describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import type { PromptDocument } from "@/lib/scene/schema";
import { findMode, LIVE_TARGETS, type Mode, type TargetSpec } from "@/lib/targets/catalog";
import { exportWithModes, isStaticDescription, REFERENCE_SYNTAX, type ModeClip } from "@/lib/targets/modes";
import { documentFacts } from "@/lib/targets/scene-facts";
import { effectiveSpec } from "@/lib/targets/validate";
import { measure } from "@/lib/targets/text";
import { EXPORT_CORPUS } from "../fixtures/export-corpus";
import { randomDocument } from "../fixtures/export-corpus/random-documents";

// Seeded random documents too: long scenes (20, 30 s) that extend clips continue, odd durations.
const RANDOM = Array.from({ length: 30 }, (_, i) => randomDocument(2000 + i * 7919).doc);

const docs = new Map<string, PromptDocument>();
const docOf = (id: string, text: string) => {
  let d = docs.get(id);
  if (!d) docs.set(id, (d = compileScene({ description: text })));
  return d;
};
const norm = (s: string) => s.normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
const bare = (s: string) => norm(s).replace(/[.!?。]+$/u, "");

function violations(doc: PromptDocument, spec: TargetSpec, mode: Mode): string[] {
  const out: string[] = [];
  const r = exportWithModes(doc, spec, { mode });
  const clips = r.clips as ModeClip[];
  const facts = documentFacts(doc);
  // Couplings of the clip's own mode (a continued scene's extend clips obey the extend mode's).
  clips.forEach((clip, i) => {
    const eff = effectiveSpec(spec, clip.mode ?? mode, spec.routes[0].id, []);
    const d = Number(clip.parameters.durationSeconds);
    const res = String(clip.parameters.resolution ?? "").toLowerCase();
    const coupled = eff.couplings.find((c) => c.resolution.toLowerCase() === res);
    if (!(coupled?.durations ?? eff.durations).includes(d))
      out.push(`clip ${i + 1} (${clip.mode}): ${d} s not in ${eff.durations.join(",")}`);
    if (!eff.aspectRatios.includes(String(clip.parameters.aspectRatio)))
      out.push(`clip ${i + 1}: ratio ${clip.parameters.aspectRatio}`);
    if (eff.promptLimit && measure(clip.text, eff.promptLimit.unit) > eff.promptLimit.max)
      out.push(`clip ${i + 1}: over the prompt cap`);
    const max = findMode(spec, mode)?.maxReferences;
    const refs = clip.slots.filter((s) => s.kind === "reference");
    if (max !== undefined && refs.length > max) out.push(`clip ${i + 1}: ${refs.length} references > ${max}`);
  });
  // Every scene once: scene ids in order, a continued scene's parts 1..n in consecutive clips.
  const covered: number[] = [];
  clips.forEach((clip, i) => {
    const part = clip.part;
    if (part && part.index > 1) {
      const prev = clips[i - 1];
      if (!prev?.sceneIds.includes(clip.sceneIds[0]) || (prev.part?.index ?? 1) !== part.index - 1)
        out.push(`clip ${i + 1}: part ${part.index} does not follow part ${part.index - 1}`);
      return;
    }
    covered.push(...clip.sceneIds);
  });
  if (covered.join() !== doc.scenes.map((s) => s.id).join())
    out.push(`scenes covered ${covered.join()} != ${doc.scenes.map((s) => s.id).join()}`);
  // Image to video and first/last frame: no static clause the frame carries, no cast-sheet look.
  if (mode === "image-to-video" || mode === "first-last-frame") {
    const all = facts.scenes.flatMap((s) => s.clauses);
    const moving = all.filter((c) => !isStaticDescription(c)).map((c) => norm(c.text));
    for (const c of all) {
      if (!isStaticDescription(c) || c.role === "cast") continue;
      const t = bare(c.text);
      if (t.length < 8 || moving.some((m) => m.includes(t))) continue;
      for (const [i, clip] of clips.entries())
        if (norm(clip.text).includes(t)) out.push(`clip ${i + 1}: static ${c.role} "${c.text}"`);
    }
    for (const anchor of facts.castSheet.values()) {
      const look = bare(anchor);
      if (look.length < 12 || moving.some((m) => m.includes(look))) continue;
      for (const [i, clip] of clips.entries())
        if (norm(clip.text).includes(look)) out.push(`clip ${i + 1}: cast sheet "${anchor}"`);
    }
    clips.forEach((clip, i) => {
      if (!clip.slots.some((s) => s.kind === "start-frame" || s.kind === "video"))
        out.push(`clip ${i + 1}: no start frame slot`);
      if (clip.mode !== "extend" && !clip.keyframes?.start) out.push(`clip ${i + 1}: no start keyframe`);
      if (mode === "first-last-frame" && clip.mode !== "extend" && !clip.keyframes?.end)
        out.push(`clip ${i + 1}: no end keyframe`);
    });
  }
  // Reference images: every slot named in the model's syntax in the clip's text.
  if (mode === "reference-images") {
    const syntax = REFERENCE_SYNTAX[spec.id];
    if (!syntax) out.push("no reference syntax");
    clips.forEach((clip, i) => {
      clip.slots
        .filter((s) => s.kind === "reference")
        .forEach((s, k) => {
          const token = syntax!.kind === "tag" ? syntax!.tag(k + 1) : s.role!;
          if (!clip.text.toLowerCase().includes(token.toLowerCase()))
            out.push(`clip ${i + 1}: reference ${s.name} not named as ${token}`);
        });
    });
  }
  return out;
}

const CASES = LIVE_TARGETS.flatMap((spec) =>
  spec.modes.filter((m) => m.mode !== "text-to-video").map((m) => [spec.id, m.mode] as [string, Mode]),
);

describe("modes over the export corpus", () => {
  // Compiling the corpus once, before the first case, keeps that case's time its own.
  beforeAll(() => {
    for (const e of EXPORT_CORPUS) docOf(e.id, e.text);
  }, 120_000);

  it.each(CASES)(
    "%s, %s",
    (id, mode) => {
      const spec = LIVE_TARGETS.find((t) => t.id === id)!;
      const failures: string[] = [];
      for (const e of EXPORT_CORPUS) {
        const v = violations(docOf(e.id, e.text), spec, mode);
        if (v.length) failures.push(`${e.id}: ${v.join("; ")}`);
      }
      RANDOM.forEach((doc, i) => {
        const v = violations(doc, spec, mode);
        if (v.length) failures.push(`random ${i}: ${v.join("; ")}`);
      });
      expect(failures).toEqual([]);
      // Each case exports the whole corpus (over 300 entries): seconds on a loaded, shared machine.
    },
    30_000,
  );

  it("covers every live target and each mode it supports", () => {
    expect(CASES.length).toBeGreaterThan(30);
    for (const t of LIVE_TARGETS)
      for (const m of t.modes.slice(1)) expect(CASES).toContainEqual([t.id, m.mode]);
    // The documents do exercise extend past the cap.
    const veo = LIVE_TARGETS.find((t) => t.id === "veo-3.1")!;
    const parts = RANDOM.flatMap((d) =>
      (exportWithModes(d, veo, { mode: "image-to-video" }).clips as ModeClip[]).filter((c) => c.part),
    );
    expect(parts.length).toBeGreaterThan(3);
  });
});
