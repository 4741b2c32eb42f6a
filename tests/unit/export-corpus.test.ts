// Issue 22: every export keeps the creator's words and adds only what the model needs. Each entry of the
// export corpus (tests/fixtures/export-corpus, written from the text alone) is compiled once and exported
// to every live target; a failure names the entry, the target, what is wrong, the text and the export.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { LIVE_TARGETS } from "@/lib/targets/catalog";
import { exportDocument, lookupTarget, type ExportResult } from "@/lib/targets/export";
import { EXPORT_CORPUS, type ExportCorpusEntry } from "../fixtures/export-corpus";
import {
  checkLimits,
  checkLine,
  checkParams,
  positiveOf,
  containsPhrase,
  findLine,
  norm,
  spokenAsText,
} from "../fixtures/export-corpus/checks";
import type { TargetSpec } from "@/lib/targets/catalog";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  buildPairs,
  DEFAULT_SEED,
  layoutCreator,
  readVerdicts,
  REVIEW_TARGETS,
  tally,
  tallyReport,
} from "@/scripts/blind-review";

const specs: TargetSpec[] = LIVE_TARGETS.map((t) => {
  const found = lookupTarget(t.id);
  if (!found.ok) throw new Error(`${t.id} is listed live but lookupTarget refuses it`);
  return found.spec;
});

/** Every violation of one entry on one target, as sentences. */
function violations(e: ExportCorpusEntry, spec: TargetSpec, r: ExportResult): string[] {
  const out: string[] = [];
  const positive = positiveOf(r);
  const negatives = r.clips.map((c) => c.negativePrompt ?? "");
  const everything = [positive, ...negatives].join("\n");
  const speaks = spec.audio && spec.dialogue;

  for (const beat of e.beats) {
    if (beat.kind === "audio" && !spec.audio) continue;
    if (!norm(positive).toLowerCase().includes(norm(beat.text).toLowerCase()))
      out.push(`${beat.kind} beat missing: "${beat.text}"`);
  }
  for (const word of e.mustNot) if (containsPhrase(everything, word)) out.push(`must not appear: "${word}"`);
  for (const x of e.excluded) {
    const names = x.split("|");
    for (const name of names)
      if (containsPhrase(positive, name)) out.push(`excluded "${name}" appears in the prompt text`);
    if (spec.negativePrompt)
      negatives.forEach((n, i) => {
        if (!names.some((name) => containsPhrase(n, name)))
          out.push(`clip ${i + 1}: excluded "${x}" missing from ${spec.negativePrompt!.field}`);
      });
  }
  for (const x of e.notExcluded)
    if (negatives.some((n) => containsPhrase(n, x)))
      out.push(`"${x}" is not excluded by the text but is in the negative prompt`);

  const castNames = [
    ...new Set([...e.dialogue.flatMap((d) => [d.speaker, ...(d.aliases ?? [])]), ...e.cast]),
  ].filter((n) => n !== "narrator");
  for (const d of e.dialogue) {
    if (!speaks) {
      if (findLine(positive, d.line) >= 0) out.push(`spoken line "${d.line}" sent to a silent model`);
      continue;
    }
    const others = castNames.filter((n) => n !== d.speaker && !(d.aliases ?? []).includes(n));
    const problem = checkLine(positive, d, others, spec.id.startsWith("kling") ? "kling" : "say", e.text);
    if (problem) out.push(problem);
  }
  if (!speaks && e.dialogue.length && !r.warnings.some((w) => w.code === "audio_dropped"))
    out.push("spoken lines left out without an audio_dropped warning");
  for (const shown of e.onScreen) {
    const present = findLine(positive, shown) >= 0;
    if (!present && !r.warnings.some((w) => w.message.includes(shown)))
      out.push(`on-screen text "${shown}" lost without a warning naming it`);
    if (present && spokenAsText(positive, shown)) out.push(`on-screen text "${shown}" rendered as speech`);
  }
  out.push(...checkParams(r, spec, e.params), ...checkLimits(r, spec));
  return out;
}

function report(e: ExportCorpusEntry, spec: TargetSpec, r: ExportResult, found: string[]): string {
  const clips = r.clips
    .map(
      (c, i) =>
        `  clip ${i + 1} ${JSON.stringify({ duration: c.parameters.durationSeconds, ratio: c.parameters.aspectRatio })}:\n    ${c.text.replace(/\n/g, "\n    ")}${c.negativePrompt ? `\n    negative: ${c.negativePrompt}` : ""}`,
    )
    .join("\n");
  return [
    `${e.id} x ${spec.id}: ${found.length} violation(s)`,
    ...found.map((f) => `  - ${f}`),
    `  text: ${e.text.replace(/\n/g, "\n        ")}`,
    clips,
    r.warnings.length ? `  warnings: ${r.warnings.map((w) => w.code).join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

describe("the export corpus itself", () => {
  it("has at least 120 entries with unique ids, 12+ in other languages including ja, ko, hi and zh", () => {
    expect(EXPORT_CORPUS.length).toBeGreaterThanOrEqual(120);
    expect(new Set(EXPORT_CORPUS.map((e) => e.id)).size).toBe(EXPORT_CORPUS.length);
    const foreign = EXPORT_CORPUS.filter((e) => e.language !== "en");
    expect(foreign.length).toBeGreaterThanOrEqual(12);
    for (const lang of ["ja", "ko", "hi", "zh", "es", "fr", "de", "pt", "it"])
      expect(
        foreign.some((e) => e.language === lang),
        lang,
      ).toBe(true);
  });

  it("covers every style creators use", () => {
    const styles = new Set(EXPORT_CORPUS.flatMap((e) => e.styles));
    for (const s of [
      "veo-guide",
      "kling-guide",
      "runway-guide",
      "phone",
      "keywords",
      "timed",
      "scenes",
      "storyboard",
      "screenplay",
      "ad",
      "music-video",
      "documentary",
      "narrator",
      "exclusions",
      "production",
    ] as const)
      expect(styles.has(s), s).toBe(true);
  });

  it.each(EXPORT_CORPUS.map((e) => [e.id, e] as const))(
    "%s: expectations are verbatim from its text",
    (_, e) => {
      const text = norm(e.text).toLowerCase();
      const bad: string[] = [];
      for (const b of e.beats) if (!text.includes(norm(b.text).toLowerCase())) bad.push(`beat "${b.text}"`);
      for (const d of e.dialogue) if (findLine(e.text, d.line) < 0) bad.push(`line "${d.line}"`);
      for (const s of e.onScreen) if (findLine(e.text, s) < 0) bad.push(`on-screen "${s}"`);
      for (const x of e.excluded) if (!containsPhrase(e.text, x.split("|")[0])) bad.push(`excluded "${x}"`);
      if (e.params.shotSeconds) {
        if (e.params.shotSeconds.length !== e.params.shots) bad.push("shotSeconds and shots disagree");
        const sum = e.params.shotSeconds.reduce((a, b) => a + b, 0);
        if (e.params.totalSeconds !== undefined && sum !== e.params.totalSeconds)
          bad.push("shotSeconds do not sum");
      }
      expect(bad).toEqual([]);
    },
  );
});

// Each entry is compiled once and exported to every target.
const compiled = new Map<string, PromptDocument>();
const documentOf = (e: ExportCorpusEntry) => {
  if (!compiled.has(e.id)) compiled.set(e.id, compileScene({ description: e.text }));
  return compiled.get(e.id)!;
};

describe.each(specs.map((s) => [s.id, s] as const))("exports to %s", (_, spec) => {
  it.each(EXPORT_CORPUS.map((e) => [e.id, e] as const))("%s", (_, e) => {
    const result = exportDocument(documentOf(e), spec);
    const found = violations(e, spec, result);
    // A boolean keeps the failure to the report itself (a diff of 1,400 arrays is slow to print).
    expect(found.length === 0, report(e, spec, result, found)).toBe(true);
  });
});

describe("the blind review (scripts/blind-review.ts)", () => {
  const { pairs, key } = buildPairs(EXPORT_CORPUS, DEFAULT_SEED);

  it("pairs 30 varied descriptions with Veo, Kling and Runway, the same way for the same seed", () => {
    expect(pairs).toHaveLength(90);
    expect(buildPairs(EXPORT_CORPUS, DEFAULT_SEED)).toEqual({ pairs, key });
    const entries = new Set(Object.values(key).map((k) => k.entryId));
    expect(entries.size).toBe(30);
    for (const t of REVIEW_TARGETS) expect(pairs.filter((p) => p.target === t)).toHaveLength(30);
    const chosen = EXPORT_CORPUS.filter((e) => entries.has(e.id));
    expect(new Set(chosen.flatMap((e) => e.styles)).size).toBeGreaterThanOrEqual(12);
    expect(chosen.filter((e) => e.language !== "en").length).toBeGreaterThanOrEqual(2);
  });

  it("hides the export on a seeded side and keys it in a separate record", () => {
    const sides = new Set(Object.values(key).map((k) => k.exportIs));
    expect(sides).toEqual(new Set(["A", "B"]));
    for (const p of pairs) {
      const k = key[p.pairId];
      const e = EXPORT_CORPUS.find((x) => x.id === k.entryId)!;
      const spec = specs.find((s) => s.id === k.target)!;
      const creator = k.exportIs === "A" ? p.promptB : p.promptA;
      expect(creator).toBe(layoutCreator(e.text, spec));
      expect(p.advice).toContain(spec.name.split(" ")[0]);
      expect(JSON.stringify(p)).not.toContain(k.entryId);
    }
  });

  it("tallies a reviewer's verdicts as the export's wins, ties, losses and contradictions", () => {
    const k = {
      P001: { entryId: "a", target: "veo-3.1", exportIs: "A" as const, warnings: [] },
      P002: { entryId: "b", target: "veo-3.1", exportIs: "B" as const, warnings: [] },
      P003: { entryId: "c", target: "kling-3", exportIs: "A" as const, warnings: [] },
      P004: { entryId: "d", target: "kling-3", exportIs: "B" as const, warnings: [] },
    };
    const verdicts = readVerdicts({
      P001: { verdict: "A", contradicts: false, note: "" },
      P002: { verdict: "A", contradicts: true, note: "drops the line" },
      P003: "tie",
    });
    const t = tally(k, verdicts);
    expect(t.total).toMatchObject({
      wins: 1,
      ties: 1,
      losses: 1,
      contradictions: 1,
      judged: 3,
      missing: ["P004"],
    });
    expect(t.byTarget["veo-3.1"]).toEqual({ wins: 1, ties: 0, losses: 1, contradictions: 1 });
    expect(t.losses).toEqual(["P002 b x veo-3.1: drops the line"]);
    expect(tallyReport(t)).toContain("not met");
    expect(() => readVerdicts({ P001: "maybe" })).toThrow(/not A, B or tie/);
    expect(readVerdicts([{ pairId: "P009", choice: "b", contradicts: "false" }])).toEqual({
      P009: { verdict: "B", contradicts: false, note: "" },
    });
  });
});
