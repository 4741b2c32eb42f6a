import { describe, expect, it } from "vitest";
import type { PromptDocument } from "@/lib/scene/schema";
import { allowedDurations, findTarget, LIVE_TARGETS, type TargetSpec } from "@/lib/targets/catalog";
import { compileScene } from "@/lib/scene/compiler";
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
      // The character is there as the text names it ("Grandson" is the text's "her grandson").
      for (const c of scene.characters)
        if (c.name.trim())
          expect(clip.text.toLowerCase(), `${where}: ${c.name}`).toContain(c.name.trim().toLowerCase());
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
    // Only the creator's words and the model's syntax: no placeholder, no label without a value,
    // no note of ours.
    expect(clip.text, where).not.toMatch(
      /\bunspecified\b|⟦|\uE000|(?:Setting|Mood|Style|Lighting|Props):\s*(?:[.,]|$)/,
    );
    expect(clip.text, where).not.toMatch(/lip-sync|keep the wording|local compiler|Continuity:/i);
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
  it("gives a character met in an earlier clip the same anchor, taken from the text, in every later clip", () => {
    const doc = compileScene({
      description:
        'Scene 1: A young fisherwoman, Maria, walks along the harbor at dawn.\n\nScene 2: She rows out to sea.\n\nScene 3: Maria pulls in the net and says: "Enough for today."',
    });
    for (const id of ["runway-gen-4.5", "veo-3.1", "kling-3"]) {
      const clips = exportDocument(doc, findTarget(id)!).clips;
      expect(clips).toHaveLength(3);
      expect(clips[0].text, id).not.toContain("Maria, the fisherwoman");
      expect(clips[1].text, id).toContain("Maria, the fisherwoman, rows out to sea.");
      expect(clips[2].text, id).toContain("Maria, the fisherwoman, pulls in the net");
    }
  });
});
