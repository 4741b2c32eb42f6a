// Writes every compile and export of a fixed set of documents to one JSON file, so that a change meant
// to be pure performance can be proven output-identical: run it before and after, then `cmp` the files.
// Documents: the export corpus, the realistic descriptions at every duration, the bench descriptions
// (200-4,000 characters), 40 random and 10 long documents and the golden documents; each to every live
// target, in every mode, on every other route and at two more ratios, plus the hand-written lint of
// each corpus text. `--reverse` runs the targets and modes in reverse order (results shared between
// exports of one document must not depend on which export came first).
// Usage: npx tsx scripts/export-snapshot.ts <out.json> [--reverse]
import fs from "node:fs";
import { compileScene } from "@/lib/scene/compiler";
import type { PromptDocument } from "@/lib/scene/schema";
import { LIVE_TARGETS } from "@/lib/targets/catalog";
import { exportDocument } from "@/lib/targets/export";
import { lintPromptText } from "@/lib/targets/lint-text";
import { exportWithModes } from "@/lib/targets/modes";
import { EXPORT_CORPUS } from "@/tests/fixtures/export-corpus";
import {
  GOLDEN,
  longDocument,
  randomDocument,
  REALISTIC_DESCRIPTIONS,
} from "@/tests/support/target-documents";
import { description } from "../bench/support/descriptions.mjs";

const [file, ...flags] = process.argv.slice(2);
if (!file) {
  console.error("Usage: npx tsx scripts/export-snapshot.ts <out.json> [--reverse]");
  process.exit(2);
}
const reverse = flags.includes("--reverse");
const inOrder = <T>(xs: readonly T[]) => (reverse ? [...xs].reverse() : xs);

const docs: [string, PromptDocument][] = [];
for (const e of EXPORT_CORPUS) docs.push([`corpus:${e.id}`, compileScene({ description: e.text })]);
REALISTIC_DESCRIPTIONS.forEach((d, i) => {
  for (const duration of [undefined, 5, 8, 10] as const)
    docs.push([`realistic:${i}:${duration}`, compileScene({ description: d, duration })]);
});
for (const n of [200, 1000, 2000, 4000])
  docs.push([`bench:${n}`, compileScene({ description: description(n) })]);
for (let s = 1; s <= 40; s++) docs.push([`random:${s}`, randomDocument(s)]);
for (let s = 1; s <= 10; s++) docs.push([`long:${s}`, longDocument(s)]);
docs.push(["golden", GOLDEN]);
docs.push([
  "golden-shots",
  {
    ...GOLDEN,
    scenes: GOLDEN.scenes.map((s, i) => ({
      ...s,
      description: i ? "Maria rows the boat out to sea." : s.description,
      shot: { start: i * 4, seconds: 4 },
    })),
  },
]);

const out: Record<string, unknown> = {};
for (const [name, doc] of docs) {
  out[`compile ${name}`] = doc;
  for (const spec of inOrder(LIVE_TARGETS)) {
    if (!reverse) out[`${name} ${spec.id}`] = exportDocument(doc, spec);
    for (const m of inOrder(spec.modes))
      out[`${name} ${spec.id} mode:${m.mode}`] = exportWithModes(doc, spec, { mode: m.mode });
    if (reverse) out[`${name} ${spec.id}`] = exportDocument(doc, spec);
    for (const r of spec.routes.slice(1))
      out[`${name} ${spec.id} route:${r.id}`] = exportDocument(doc, spec, { route: r.id });
    for (const aspectRatio of ["9:16", "1:1"])
      out[`${name} ${spec.id} ${aspectRatio}`] = exportDocument(doc, spec, {
        aspectRatio,
        resolution: "1080p",
      });
  }
}
for (const e of EXPORT_CORPUS)
  for (const spec of LIVE_TARGETS) out[`lint-text ${e.id} ${spec.id}`] = lintPromptText(e.text, spec);

// Keys in one order whatever the run order, so the files compare byte for byte.
const sorted = Object.fromEntries(
  Object.keys(out)
    .sort()
    .map((k) => [k, out[k]]),
);
fs.writeFileSync(file, JSON.stringify(sorted, null, 1));
console.log(`${Object.keys(sorted).length} results written to ${file}`);
