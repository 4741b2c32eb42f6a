import { describe, expect, it } from "vitest";
import type { PromptDocument } from "@/lib/scene/schema";
import { allowedDurations, LIVE_TARGETS, type TargetSpec } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { measure } from "@/lib/targets/text";
import { compiledDocuments, randomDocument } from "../support/target-documents";

/** Every clip obeys the catalog; clips cover every scene once; dialogue and characters survive. */
function checkExport(spec: TargetSpec, doc: PromptDocument, aspectRatio: string, resolution: string) {
  const result = exportDocument(doc, spec, { aspectRatio, resolution });
  const where = `${spec.id} ${doc.project_title} ${aspectRatio} ${resolution}`;
  expect(
    result.clips.flatMap((c) => c.sceneIds),
    where,
  ).toEqual(doc.scenes.map((s) => s.id));
  const warnings = result.warnings.map((w) => w.message).join("\n");
  for (const clip of result.clips) {
    const p = clip.parameters;
    expect(allowedDurations(spec, resolution), where).toContain(p.durationSeconds);
    expect(spec.aspectRatios, where).toContain(p.aspectRatio);
    expect(p.aspectRatio, where).toBe(aspectRatio);
    if (spec.promptLimit)
      expect(measure(clip.text, spec.promptLimit.unit), where).toBeLessThanOrEqual(spec.promptLimit.max);
    expect(clip.text.trim().length, where).toBeGreaterThan(0);
    if (spec.negativePrompt) {
      if (clip.negativePrompt && spec.negativePrompt.max)
        expect(measure(clip.negativePrompt, spec.negativePrompt.unit)).toBeLessThanOrEqual(
          spec.negativePrompt.max,
        );
    } else expect(clip.negativePrompt, where).toBeUndefined();
    const shotPrompts = (p.multi_prompt as { prompt: string; duration: string }[] | undefined) ?? [];
    if (shotPrompts.length) {
      expect(shotPrompts.length).toBeLessThanOrEqual(spec.multiShot.maxShots);
      expect(shotPrompts.reduce((s, x) => s + Number(x.duration), 0)).toBe(p.durationSeconds);
      for (const s of shotPrompts)
        expect(measure(s.prompt, spec.multiShot.shotLimit!.unit)).toBeLessThanOrEqual(
          spec.multiShot.shotLimit!.max,
        );
    }
    const scenes = doc.scenes.filter((s) => clip.sceneIds.includes(s.id));
    for (const scene of scenes) {
      for (const c of scene.characters)
        if (c.name.trim()) expect(clip.text, `${where}: ${c.name}`).toContain(c.name.trim());
      for (const d of scene.audio.dialogue) {
        const present = clip.text.includes(d.line.trim());
        if (spec.dialogue)
          expect(present || warnings.includes(d.line.trim()), `${where}: ${d.line}`).toBe(true);
        else {
          expect(present, `${where}: silent model kept ${d.line}`).toBe(false);
          expect(warnings).toContain(d.line.trim());
        }
      }
    }
    if (!spec.negativePrompt)
      expect(clip.text, where).not.toMatch(/\bno (music|people|cars|text)\b|without cars/i);
  }
  expect(result.lint.score).toBeGreaterThanOrEqual(0);
  expect(result.lint.score).toBeLessThanOrEqual(100);
  return result;
}

describe("every live target obeys its catalog entry", () => {
  const docs = [
    ...Array.from({ length: 40 }, (_, i) => randomDocument(i + 1)),
    ...compiledDocuments(),
    ...compiledDocuments(5),
    ...compiledDocuments(10),
  ];
  for (const spec of LIVE_TARGETS)
    it(`${spec.id}: random and compiled documents, every aspect ratio and resolution`, () => {
      docs.forEach((doc, i) => {
        const aspectRatio = spec.aspectRatios[i % spec.aspectRatios.length];
        const resolution = spec.resolutions[i % spec.resolutions.length];
        checkExport(spec, doc, aspectRatio, resolution);
      });
    });
});

describe("identity anchors and dialogue", () => {
  it("repeats the same anchor for a character in every clip and shot", () => {
    const doc = randomDocument(7);
    const spec = LIVE_TARGETS.find((t) => t.id === "runway-gen-4.5")!;
    const first = doc.scenes.flatMap((s) => s.characters)[0];
    if (!first) return;
    const anchor = `${first.name}, ${doc.scenes.flatMap((s) => s.characters).find((c) => c.name === first.name)!.description}`;
    const result = exportDocument(doc, spec);
    for (const clip of result.clips) {
      const has = doc.scenes
        .filter((s) => clip.sceneIds.includes(s.id))
        .some((s) => s.characters.some((c) => c.name === first.name));
      if (has) expect(clip.text).toContain(anchor);
    }
  });
});
