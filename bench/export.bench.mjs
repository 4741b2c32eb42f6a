// Export benchmark: rendering a 2,000-character description's compiled document for every live
// target, in-process (target: all targets together under 5 ms p50). The renderers are pure, so this
// is also what the export panel costs in the browser on each change.
import { tsImport } from "tsx/esm/api";

const PARAGRAPHS = [
  'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor while seagulls cry overhead. Close-up of her weathered hands untying a rope. She says "The sea is calm today."',
  "Then a slow aerial drone shot follows her small boat out past the old lighthouse as the sun breaks through the fog. Soft piano music swells.",
  'Scene 2: In a cozy cabin at night, Grandma Rose knits by the fireplace while snow falls outside. She smiles at her grandson and says "Once upon a time, there was a fox." The fire crackles.',
  "A lonely robot wanders through a rainy neon city at night. Low angle tracking shot. Synthwave music pulses in the background while taxis hiss past on wet streets.",
  'Finally, Detective Holmes examines a clue in a dusty library with a magnifying glass. "Elementary," says Holmes. Dramatic candlelight, slow push in on his face, footsteps echo.',
  "Two friends, Ana and Leo, sit on a park bench eating ice cream in the afternoon. Leo wipes his face and grins as a golden retriever chases pigeons across the grass.",
];

function description(length) {
  let text = "";
  for (let i = 0; text.length < length; i++) text += (text ? " " : "") + PARAGRAPHS[i % PARAGRAPHS.length];
  return text.slice(0, length);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n, d = 3) => Math.round(n * 10 ** d) / 10 ** d;

export default async function bench() {
  const { compileScene } = await tsImport("../lib/scene/compile.ts", import.meta.url);
  const { exportDocument } = await tsImport("../lib/targets/export.ts", import.meta.url);
  const { LIVE_TARGETS } = await tsImport("../lib/targets/catalog.ts", import.meta.url);
  const doc = compileScene({ description: description(2000) });
  const all = () => LIVE_TARGETS.map((spec) => exportDocument(doc, spec));
  for (let i = 0; i < 200; i++) all();
  const times = [];
  for (let i = 0; i < 1000; i++) {
    const t0 = performance.now();
    all();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const perTarget = {};
  for (const spec of LIVE_TARGETS) {
    const t = [];
    for (let i = 0; i < 300; i++) {
      const t0 = performance.now();
      exportDocument(doc, spec);
      t.push(performance.now() - t0);
    }
    t.sort((a, b) => a - b);
    perTarget[spec.id] = round(percentile(t, 50));
  }
  return {
    scenes: doc.scenes.length,
    targets: LIVE_TARGETS.length,
    all_targets_p50_ms: round(percentile(times, 50)),
    all_targets_p95_ms: round(percentile(times, 95)),
    target_p50_ms: 5,
    per_target_p50_ms: perTarget,
  };
}
