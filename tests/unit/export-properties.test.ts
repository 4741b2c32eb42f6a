// Issue 22: properties every export keeps, over the export corpus and seeded random documents x every
// live target: no placeholder, no empty label, no 4-word sequence repeated that the source does not repeat,
// no sentence ending on a dangling article or preposition, every quoted line under its speaker on models
// with audio (and none on silent ones), no excluded noun in the prompt text, the stated or default ratio
// and the shot count honoured, every clip within the model's prompt cap and durations.
import { KNOWN_PROPERTY_FAILURES } from "../fixtures/export-corpus/known-failures";
import { beforeAll, describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { LIVE_TARGETS, type TargetSpec } from "@/lib/targets/catalog";
import { exportDocument, type ExportResult } from "@/lib/targets/export";
import { EXPORT_CORPUS } from "../fixtures/export-corpus";
import {
  checkLimits,
  checkLine,
  checkParams,
  positiveOf,
  checkProse,
  containsPhrase,
  findLine,
  type CastName,
} from "../fixtures/export-corpus/checks";
import { randomDocument } from "../fixtures/export-corpus/random-documents";

const RANDOM_SEEDS = Array.from({ length: 60 }, (_, i) => 1000 + i * 7919);

type Case = {
  id: string;
  source: string;
  export: (spec: TargetSpec) => ExportResult;
  lines: (CastName & { line: string })[];
  cast: string[];
  excluded: string[];
  params: Parameters<typeof checkParams>[2];
  /** Compiles the entry ahead of the tests (in a hook, so a loaded machine does not time a test out). */
  warm?: () => void;
};

const corpusCases: Case[] = EXPORT_CORPUS.map((e) => {
  let doc: ReturnType<typeof compileScene> | undefined;
  return {
    id: e.id,
    source: e.text,
    export: (spec) => exportDocument((doc ??= compileScene({ description: e.text })), spec),
    warm: () => void (doc ??= compileScene({ description: e.text })),
    lines: e.dialogue,
    cast: [...e.dialogue.flatMap((d) => [d.speaker, ...(d.aliases ?? [])]), ...e.cast].filter(
      (n) => n !== "narrator",
    ),
    excluded: e.excluded,
    params: e.params,
  };
});

const randomCases: Case[] = RANDOM_SEEDS.map((seed) => {
  const { doc, source } = randomDocument(seed);
  const excluded = [
    ...(doc.global_preferences.music.enabled ? [] : ["music"]),
    ...(doc.global_preferences.text_on_screen.allowed ? [] : ["on-screen text", "text on screen"]),
  ];
  return {
    id: `random-${seed}`,
    source,
    export: (spec) => exportDocument(doc, spec),
    lines: doc.scenes.flatMap((s) => s.audio.dialogue.map((d) => ({ speaker: d.character, line: d.line }))),
    cast: [...new Set(doc.scenes.flatMap((s) => s.characters.map((c) => c.name)))],
    excluded,
    // One shot per scene, whatever the model's multi-shot form; no stated ratio means 16:9.
    params: { shots: doc.scenes.length },
  };
});

function properties(c: Case, spec: TargetSpec, r: ExportResult): string[] {
  const out = [...checkProse(r, c.source), ...checkLimits(r, spec), ...checkParams(r, spec, c.params)];
  const positive = positiveOf(r);
  const speaks = spec.audio && spec.dialogue;
  r.clips.forEach((clip, i) => {
    if (!clip.text.trim()) out.push(`clip ${i + 1} has no text`);
  });
  for (const l of c.lines) {
    if (!speaks) {
      if (findLine(positive, l.line) >= 0) out.push(`spoken line "${l.line}" on a silent model`);
      continue;
    }
    const others = c.cast.filter((n) => n !== l.speaker && !(l.aliases ?? []).includes(n));
    const problem = checkLine(positive, l, others, spec.id.startsWith("kling") ? "kling" : "say", c.source);
    if (problem) out.push(problem);
  }
  if (!speaks && c.lines.length && !r.warnings.some((w) => w.code === "audio_dropped"))
    out.push("spoken lines dropped without an audio_dropped warning");
  for (const x of c.excluded.flatMap((name) => name.split("|")))
    if (containsPhrase(positive, x)) out.push(`excluded "${x}" in the prompt text`);
  return out;
}

const describeFailure = (c: Case, spec: TargetSpec, r: ExportResult, found: string[]) =>
  [
    `${c.id} x ${spec.id}:`,
    ...found.map((f) => `  - ${f}`),
    `  source: ${c.source.replace(/\n/g, " / ")}`,
    ...r.clips.map((clip, i) => `  clip ${i + 1}: ${clip.text.replace(/\n/g, " / ")}`),
  ].join("\n");

// Every entry is compiled once before the first target's tests (the compile, not the checks, is slow).
beforeAll(() => corpusCases.forEach((c) => c.warm?.()), 60_000);

describe.each(LIVE_TARGETS.map((s) => [s.id, s] as const))("export properties on %s", (_, spec) => {
  it("hold for every corpus entry", () => {
    const failures: string[] = [];
    const stale: string[] = [];
    for (const c of corpusCases) {
      const r = c.export(spec);
      const found = properties(c, spec, r);
      const known = KNOWN_PROPERTY_FAILURES.has(`${spec.id} ${c.id}`);
      if (found.length && !known) failures.push(describeFailure(c, spec, r, found));
      if (!found.length && known) stale.push(`${spec.id} ${c.id}`);
    }
    expect(stale, "now pass: remove them from tests/fixtures/export-corpus/known-failures.ts").toEqual([]);
    expect(failures, `${failures.length} of ${corpusCases.length} entries:\n${failures.join("\n")}`).toEqual(
      [],
    );
    // About 600 entries' exports and checks: a second on a quiet machine, many on a busy one.
  }, 60_000);

  it(`hold for ${RANDOM_SEEDS.length} seeded random documents`, () => {
    const failures: string[] = [];
    const stale: string[] = [];
    for (const c of randomCases) {
      const r = c.export(spec);
      const found = properties(c, spec, r);
      const known = KNOWN_PROPERTY_FAILURES.has(`${spec.id} ${c.id}`);
      if (found.length && !known) failures.push(describeFailure(c, spec, r, found));
      if (!found.length && known) stale.push(`${spec.id} ${c.id}`);
    }
    expect(stale, "now pass: remove them from tests/fixtures/export-corpus/known-failures.ts").toEqual([]);
    expect(
      failures,
      `${failures.length} of ${randomCases.length} documents:\n${failures.join("\n")}`,
    ).toEqual([]);
  });
});

describe("the random document generator", () => {
  it("is deterministic and varied", () => {
    expect(randomDocument(42)).toEqual(randomDocument(42));
    const counts = new Set(RANDOM_SEEDS.map((s) => randomDocument(s).doc.scenes.length));
    expect(counts.size).toBeGreaterThan(2);
    const withLines = RANDOM_SEEDS.filter((s) =>
      randomDocument(s).doc.scenes.some((x) => x.audio.dialogue.length),
    );
    expect(withLines.length).toBeGreaterThan(RANDOM_SEEDS.length / 4);
  });
});
