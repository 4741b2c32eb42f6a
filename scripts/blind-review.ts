// The blind side-by-side review of issue 22, repeatable:
//   npx tsx scripts/blind-review.ts [--out review] [--seed 22]      writes the pairs and the answer key
//   npx tsx scripts/blind-review.ts --texts fresh.json [--out review-fresh]   the same for descriptions
//     outside the corpus (a JSON list of strings, written before the exports were read)
//   npx tsx scripts/blind-review.ts --tally verdicts.json [--key review/blind-key.json]
// 30 descriptions of the export corpus (a fixed, seeded subset spread over its styles) are exported for
// Veo 3.1, Kling 3.0 and Runway Gen-4.5. Each pair shows the creator's own paragraph and PromptReel's export,
// laid out the same way (prompt, negative prompt, settings), in a seeded random order as "Prompt A" and
// "Prompt B", with the model's official prompting advice. The key (which one is the export) is a separate
// file. --tally reads a reviewer's verdicts and prints the export's wins, ties, losses and contradictions.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { compileScene } from "@/lib/scene/compiler";
import { exportDocument, lookupTarget, type ExportResult } from "@/lib/targets/export";
import type { TargetSpec } from "@/lib/targets/catalog";
import { EXPORT_CORPUS, type ExportCorpusEntry } from "@/tests/fixtures/export-corpus";
import { seeded } from "@/tests/fixtures/export-corpus/random-documents";

export const REVIEW_TARGETS = ["veo-3.1", "kling-3", "runway-gen-4.5"] as const;
export const DEFAULT_SEED = 22;
export const PAIR_COUNT_PER_TARGET = 30;

/** Each model's official prompting advice, as /work/shared/notes/video-models.md records it (2026-11-22). */
export const ADVICE: Record<(typeof REVIEW_TARGETS)[number], string> = {
  "veo-3.1":
    "Veo 3.1 (Google's prompt guide): order cinematography, subject, action, context, style and ambiance; " +
    "dialogue in quotes with who says it and how; timestamp brackets [00:00-00:02] for several shots in one clip; " +
    "negative prompt field for what to leave out; native audio. Durations 4, 6 or 8 s; 16:9 or 9:16.",
  "kling-3":
    "Kling 3.0: subject + movement + scene + camera language, lighting, atmosphere; one shot per multi_prompt " +
    'entry; repeat the subject\'s description in every shot; dialogue as [Name, tone]: "line" with constant ' +
    "labels; negative_prompt field; native audio. Durations 3-15 s; 16:9, 9:16 or 1:1.",
  "runway-gen-4.5":
    "Runway Gen-4.5 (Runway's Gen-4 prompting guide): start simple and add one element at a time (subject " +
    "motion, camera motion, scene motion, style); short direct sentences; positive phrasing (no negative " +
    "field); silent video (no audio or dialogue). Durations 2-10 s; 16:9 or 9:16.",
};
const ACROSS_MODELS =
  "Across models: one main action and one camera move per shot; visible behaviour instead of named emotions; " +
  "duration, ratio and resolution as parameters, not prose; negatives only where a field exists; repeat " +
  "identity anchors in every shot; about 2 to 2.5 spoken words per second.";

export const INSTRUCTIONS = `You are an experienced video director. For each pair you are given a video model, its official
prompting advice, and two prompts for the same video (each with its negative prompt and settings, as they
would be pasted into the model). For each pair answer:
- verdict: "A" or "B" for the prompt you would rather paste into that model to get the video both describe,
  or "tie";
- contradicts: true if the two prompts disagree about the video (one loses, changes or adds a story beat,
  a line of dialogue or its speaker, an exclusion, the framing or the length), beyond wording and the model's syntax;
- note: one sentence on why.
Judge each pair on its own. Return JSON: { "<pairId>": { "verdict": "A" | "B" | "tie", "contradicts": boolean, "note": "..." } }.`;

type Rng = () => number;

function shuffle<T>(xs: readonly T[], r: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A fixed, varied subset: entries grouped by their main style (other languages as one group), taken in turns. */
export function selectEntries(
  corpus: readonly ExportCorpusEntry[],
  count = PAIR_COUNT_PER_TARGET,
  seed = DEFAULT_SEED,
): ExportCorpusEntry[] {
  const r = seeded(seed);
  const groups = new Map<string, ExportCorpusEntry[]>();
  for (const e of corpus) {
    const key = e.language !== "en" ? "other-language" : e.styles[0];
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const queues = [...groups.keys()].sort().map((k) => shuffle(groups.get(k)!, r));
  const picked: ExportCorpusEntry[] = [];
  while (picked.length < Math.min(count, corpus.length))
    for (const q of queues) if (q.length && picked.length < count) picked.push(q.shift()!);
  return picked;
}

const seconds = (n: unknown) => `${String(n)} s`;

function settings(spec: TargetSpec, p: Record<string, unknown>): string {
  const parts = [`duration ${seconds(p.durationSeconds)}`, `aspect ratio ${String(p.aspectRatio)}`];
  if (p.resolution !== undefined) parts.push(`resolution ${String(p.resolution)}`);
  if (Array.isArray(p.multi_prompt))
    parts.push(
      `multi-shot: ${p.multi_prompt.length} shots (${p.multi_prompt.map((m: { duration?: unknown }) => seconds(m.duration)).join(", ")})`,
    );
  parts.push(spec.audio ? "audio on" : "silent");
  return parts.join(", ");
}

/** The export as a creator pastes it: each clip's prompt, negative prompt and settings. */
export function layoutExport(r: ExportResult, spec: TargetSpec): string {
  return r.clips
    .map((c, i) =>
      [
        r.clips.length > 1 ? `Clip ${i + 1} of ${r.clips.length}` : "",
        `Prompt:\n${c.text}`,
        spec.negativePrompt ? `Negative prompt: ${c.negativePrompt ?? ""}` : "",
        `Settings: ${settings(spec, c.parameters)}`,
      ]
        .filter(Boolean)
        .join("\n"),
    )
    .join("\n\n");
}

/** The creator's own paragraph, pasted with the model's default settings. */
export function layoutCreator(text: string, spec: TargetSpec): string {
  return [
    `Prompt:\n${text}`,
    spec.negativePrompt ? "Negative prompt: " : "",
    `Settings: ${settings(spec, {
      durationSeconds: spec.defaultDuration,
      aspectRatio: "16:9",
      ...(spec.resolutions.length > 1 ? { resolution: spec.defaultResolution } : {}),
    })}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export type Pair = {
  pairId: string;
  target: string;
  model: string;
  advice: string;
  promptA: string;
  promptB: string;
};
export type KeyEntry = { entryId: string; target: string; exportIs: "A" | "B"; warnings: string[] };

/** Builds every pair and its key, in a seeded order, with the export on a seeded side. */
export function buildPairs(
  corpus: readonly ExportCorpusEntry[] = EXPORT_CORPUS,
  seed = DEFAULT_SEED,
): { pairs: Pair[]; key: Record<string, KeyEntry> } {
  const entries = selectEntries(corpus, PAIR_COUNT_PER_TARGET, seed);
  const r = seeded(seed * 7 + 1);
  const raw = entries.flatMap((e) => {
    const doc = compileScene({ description: e.text });
    return REVIEW_TARGETS.map((id) => {
      const found = lookupTarget(id);
      if (!found.ok) throw new Error(found.message);
      const result = exportDocument(doc, found.spec);
      return {
        e,
        spec: found.spec,
        exported: layoutExport(result, found.spec),
        creator: layoutCreator(e.text, found.spec),
        warnings: result.warnings.map((w) => `${w.code}: ${w.message}`),
      };
    });
  });
  const pairs: Pair[] = [];
  const key: Record<string, KeyEntry> = {};
  shuffle(raw, r).forEach((p, i) => {
    const pairId = `P${String(i + 1).padStart(3, "0")}`;
    const exportIs = r() < 0.5 ? "A" : "B";
    const advice = `${ADVICE[p.spec.id as keyof typeof ADVICE]} ${ACROSS_MODELS}`;
    pairs.push({
      pairId,
      target: p.spec.id,
      model: p.spec.name,
      advice,
      promptA: exportIs === "A" ? p.exported : p.creator,
      promptB: exportIs === "A" ? p.creator : p.exported,
    });
    key[pairId] = { entryId: p.e.id, target: p.spec.id, exportIs, warnings: p.warnings };
  });
  return { pairs, key };
}

export function pairsMarkdown(pairs: Pair[]): string {
  const fence = (s: string) => "````text\n" + s + "\n````";
  return [
    "# Blind review pairs (issue 22)",
    "",
    INSTRUCTIONS,
    "",
    ...pairs.flatMap((p) => [
      `## ${p.pairId}: ${p.model}`,
      "",
      `> ${p.advice}`,
      "",
      "### Prompt A",
      "",
      fence(p.promptA),
      "",
      "### Prompt B",
      "",
      fence(p.promptB),
      "",
    ]),
  ].join("\n");
}

export type Verdict = { verdict: "A" | "B" | "tie"; contradicts: boolean; note: string };

/** Reads the verdict shapes a reviewer may return: {id: "A"}, {id: {verdict|choice|preferred, contradicts, note}}, or a list. */
export function readVerdicts(raw: unknown): Record<string, Verdict> {
  const out: Record<string, Verdict> = {};
  const one = (id: string, v: unknown) => {
    const o = (typeof v === "string" ? { verdict: v } : (v ?? {})) as Record<string, unknown>;
    const choice = String(o.verdict ?? o.choice ?? o.preferred ?? o.winner ?? "").trim();
    const verdict = /^a$/i.test(choice)
      ? "A"
      : /^b$/i.test(choice)
        ? "B"
        : /^tie$/i.test(choice)
          ? "tie"
          : null;
    if (!verdict) throw new Error(`${id}: verdict "${choice}" is not A, B or tie`);
    const c = o.contradicts;
    out[id] = {
      verdict,
      contradicts: c === true || c === "true" || c === "A" || c === "B",
      note: String(o.note ?? ""),
    };
  };
  if (Array.isArray(raw)) for (const v of raw) one(String((v as { pairId?: unknown }).pairId), v);
  else if (raw && typeof raw === "object") for (const [id, v] of Object.entries(raw)) one(id, v);
  return out;
}

export type Tally = {
  byTarget: Record<string, { wins: number; ties: number; losses: number; contradictions: number }>;
  total: {
    wins: number;
    ties: number;
    losses: number;
    contradictions: number;
    judged: number;
    missing: string[];
  };
  losses: string[];
  contradictions: string[];
};

/** The export's wins, ties, losses and contradictions, per target and in total. */
export function tally(key: Record<string, KeyEntry>, verdicts: Record<string, Verdict>): Tally {
  const zero = () => ({ wins: 0, ties: 0, losses: 0, contradictions: 0 });
  const t: Tally = {
    byTarget: {},
    total: { ...zero(), judged: 0, missing: [] },
    losses: [],
    contradictions: [],
  };
  for (const [pairId, k] of Object.entries(key)) {
    const v = verdicts[pairId];
    if (!v) {
      t.total.missing.push(pairId);
      continue;
    }
    const row = (t.byTarget[k.target] ??= zero());
    const outcome = v.verdict === "tie" ? "ties" : v.verdict === k.exportIs ? "wins" : "losses";
    row[outcome]++;
    t.total[outcome]++;
    t.total.judged++;
    const where = `${pairId} ${k.entryId} x ${k.target}${v.note ? `: ${v.note}` : ""}`;
    if (outcome === "losses") t.losses.push(where);
    if (v.contradicts) {
      row.contradictions++;
      t.total.contradictions++;
      t.contradictions.push(where);
    }
  }
  return t;
}

export function tallyReport(t: Tally): string {
  const line = (name: string, r: { wins: number; ties: number; losses: number; contradictions: number }) =>
    `${name.padEnd(16)} wins ${r.wins}  ties ${r.ties}  losses ${r.losses}  contradictions ${r.contradictions}`;
  const allowedLosses = Math.floor((t.total.judged * 3) / 90);
  const pass = t.total.losses <= allowedLosses && t.total.contradictions === 0 && !t.total.missing.length;
  return [
    `Export vs the creator's paragraph, ${t.total.judged} pairs judged:`,
    ...Object.entries(t.byTarget).map(([id, r]) => line(id, r)),
    line("all", t.total),
    t.total.missing.length ? `missing verdicts: ${t.total.missing.join(", ")}` : "",
    t.losses.length ? `losses:\n  ${t.losses.join("\n  ")}` : "",
    t.contradictions.length ? `contradictions:\n  ${t.contradictions.join("\n  ")}` : "",
    `issue 22 bar (at most ${allowedLosses} losses, no contradiction): ${pass ? "met" : "not met"}`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** Descriptions outside the corpus (a JSON list of strings), each its own entry with no checks. */
function freshEntries(file: string): ExportCorpusEntry[] {
  const texts = JSON.parse(readFileSync(file, "utf8")) as unknown;
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string"))
    throw new Error("--texts takes a JSON list of strings");
  return texts.map(
    (text, i) =>
      ({
        id: `fresh-${String(i + 1).padStart(2, "0")}`,
        text,
        language: "fresh",
        styles: ["fresh"],
      }) as unknown as ExportCorpusEntry,
  );
}

function main() {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "review" },
      seed: { type: "string", default: String(DEFAULT_SEED) },
      tally: { type: "string" },
      key: { type: "string" },
      texts: { type: "string" },
    },
  });
  if (values.tally) {
    const keyPath = values.key ?? path.join(values.out!, "blind-key.json");
    const key = JSON.parse(readFileSync(keyPath, "utf8")) as { pairs: Record<string, KeyEntry> };
    const verdicts = readVerdicts(JSON.parse(readFileSync(values.tally, "utf8")));
    console.log(tallyReport(tally(key.pairs, verdicts)));
    return;
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error("--seed takes an integer");
  const entries = values.texts ? freshEntries(values.texts) : EXPORT_CORPUS;
  const { pairs, key } = buildPairs(entries, seed);
  mkdirSync(values.out!, { recursive: true });
  const meta = {
    issue: 22,
    seed,
    targets: REVIEW_TARGETS,
    corpusSize: entries.length,
    source: values.texts ? path.basename(values.texts) : "export corpus",
    pairs: pairs.length,
  };
  writeFileSync(
    path.join(values.out!, "blind-pairs.json"),
    JSON.stringify({ ...meta, instructions: INSTRUCTIONS, pairs }, null, 1) + "\n",
  );
  writeFileSync(path.join(values.out!, "blind-pairs.md"), pairsMarkdown(pairs));
  writeFileSync(
    path.join(values.out!, "blind-key.json"),
    JSON.stringify({ ...meta, pairs: key }, null, 1) + "\n",
  );
  console.log(
    `${pairs.length} pairs written to ${values.out}/blind-pairs.{json,md}; key in ${values.out}/blind-key.json`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
