import { describe, expect, it } from "vitest";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  allowedDurations,
  findTarget,
  LIVE_TARGETS,
  type Mode,
  type TargetSpec,
} from "@/lib/targets/catalog";
import { compileScene } from "@/lib/scene/compiler";
import { exportDocument } from "@/lib/targets/export";
import { measure } from "@/lib/targets/text";
import { effectiveSpec } from "@/lib/targets/validate";
import { compiledDocuments, longDocument, randomDocument } from "../support/target-documents";

/**
 * Every clip obeys the catalog (as the mode and route narrow it); clips cover every scene once;
 * dialogue and characters survive.
 */
function checkExport(
  catalogSpec: TargetSpec,
  doc: PromptDocument,
  aspectRatio: string,
  resolution: string,
  mode: Mode = "text-to-video",
  route = catalogSpec.routes[0].id,
) {
  const result = exportDocument(doc, catalogSpec, { aspectRatio, resolution, mode, route });
  const spec = effectiveSpec(catalogSpec, mode, route, []);
  const where = `${spec.id} ${doc.project_title} ${aspectRatio} ${resolution} ${mode} ${route}`;
  expect(result.mode, where).toBe(mode);
  expect(result.route.id, where).toBe(route);
  expect(
    result.clips.flatMap((c) => c.sceneIds),
    where,
  ).toEqual(doc.scenes.map((s) => s.id));
  const warnings = result.warnings.map((w) => w.message).join("\n");
  for (const clip of result.clips) {
    const p = clip.parameters;
    expect(allowedDurations(spec, resolution), where).toContain(p.durationSeconds);
    expect(p.durationSeconds, where).toBeLessThanOrEqual(spec.multiShot.maxSeconds);
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
      const shotLimit = spec.multiShot.shotLimit;
      if (shotLimit)
        for (const s of shotPrompts)
          expect(measure(s.prompt, shotLimit.unit)).toBeLessThanOrEqual(shotLimit.max);
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

describe("every mode and route narrows the limits and the clips obey them", () => {
  const docs = Array.from({ length: 12 }, (_, i) => randomDocument(100 + i));
  for (const spec of LIVE_TARGETS)
    it(`${spec.id}: ${spec.modes.map((m) => m.mode).join(", ")} on ${spec.routes.map((r) => r.id).join(", ")}`, () => {
      for (const { mode } of spec.modes)
        for (const route of spec.routes) {
          const eff = effectiveSpec(spec, mode, route.id, []);
          expect(eff.durations.length, `${spec.id} ${mode} ${route.id}`).toBeGreaterThan(0);
          expect(eff.resolutions.length).toBeGreaterThan(0);
          docs.forEach((doc, i) =>
            checkExport(
              spec,
              doc,
              eff.aspectRatios[i % eff.aspectRatios.length],
              eff.resolutions[i % eff.resolutions.length],
              mode,
              route.id,
            ),
          );
        }
    });
});

describe("documents long enough to need 30-second clips and several clips", () => {
  const long = LIVE_TARGETS.filter((t) => t.multiShot.maxSeconds >= 30);
  it("covers the targets that make 30-second clips", () => {
    expect(long.map((t) => t.id)).toEqual(expect.arrayContaining(["kling-4", "wan-3.0", "seedance-2.5"]));
  });
  for (const spec of long)
    it(`${spec.id}: 30-second scenes become 30-second clips, longer documents several clips`, () => {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const doc = longDocument(seed);
        const total = doc.scenes.reduce((n, s) => n + s.duration_seconds, 0);
        expect(total).toBeGreaterThan(30);
        const result = checkExport(spec, doc, spec.aspectRatios[0], spec.defaultResolution);
        expect(result.clips.length, `${spec.id} seed ${seed}`).toBeGreaterThan(1);
        const thirty = doc.scenes.filter((s) => s.duration_seconds === 30).map((s) => s.id);
        for (const clip of result.clips) {
          expect(clip.parameters.durationSeconds).toBeLessThanOrEqual(30);
          if (clip.sceneIds.length === 1 && thirty.includes(clip.sceneIds[0]))
            expect(clip.parameters.durationSeconds, `${spec.id}: a 30 s scene`).toBe(30);
        }
      }
    });
  it("a 15-second model fits a 30-second scene to its longest clip, with a warning", () => {
    const doc = longDocument(3);
    const thirty = doc.scenes.find((s) => s.duration_seconds === 30)!;
    const result = exportDocument(
      doc,
      LIVE_TARGETS.find((t) => t.id === "seedance-2.0")!,
    );
    const clip = result.clips.find((c) => c.sceneIds.includes(thirty.id))!;
    expect(clip.parameters.durationSeconds).toBeLessThanOrEqual(15);
    expect(result.warnings.map((w) => w.code)).toContain("duration_mapped");
  });
});

describe("identity anchors and dialogue", () => {
  it("gives a character met in an earlier clip the same anchor, taken from the text, in every later clip", () => {
    const doc = compileScene({
      description:
        // 45 s: past one generation on every model here, so each scene is a clip of its own.
        'A 45-second film.\nScene 1: A young fisherwoman, Maria, walks along the harbor at dawn.\n\nScene 2: She rows out to sea.\n\nScene 3: Maria pulls in the net and says: "Enough for today."',
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
