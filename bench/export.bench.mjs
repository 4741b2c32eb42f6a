// Export benchmark: rendering a 2,000-character description's compiled document for every live
// target, in-process (target: all targets together under 5 ms p50). The renderers are pure, so this
// is also what the export panel costs in the browser on each change.
import { tsImport } from "tsx/esm/api";
import { description, percentile, round } from "./support/descriptions.mjs";

export default async function bench() {
  const { compileScene } = await tsImport("../lib/scene/compiler/index.ts", import.meta.url);
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
