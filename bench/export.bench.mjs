// Export benchmark: compiling a 2,000-character description and rendering it for every live target,
// in-process (target: compile plus all exports under 5 ms p50, issue 22). The compiler and renderers are
// pure, so this is also what the generator costs in the browser on each change.
import { tsImport } from "tsx/esm/api";
import { description, percentile, round } from "./support/descriptions.mjs";

export default async function bench() {
  const { compileScene } = await tsImport("../lib/scene/compiler/index.ts", import.meta.url);
  const { exportDocument } = await tsImport("../lib/targets/export.ts", import.meta.url);
  const { LIVE_TARGETS } = await tsImport("../lib/targets/catalog.ts", import.meta.url);
  const text = description(2000);
  const doc = compileScene({ description: text });
  const all = () => LIVE_TARGETS.map((spec) => exportDocument(doc, spec));
  const whole = () => {
    const d = compileScene({ description: text });
    return LIVE_TARGETS.map((spec) => exportDocument(d, spec));
  };
  for (let i = 0; i < 100; i++) whole();
  const wholeTimes = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    whole();
    wholeTimes.push(performance.now() - t0);
  }
  wholeTimes.sort((a, b) => a - b);
  const times = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    all();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const perTarget = {};
  for (const spec of LIVE_TARGETS) {
    const t = [];
    for (let i = 0; i < 100; i++) {
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
    compile_and_all_targets_p50_ms: round(percentile(wholeTimes, 50)),
    compile_and_all_targets_p95_ms: round(percentile(wholeTimes, 95)),
    all_targets_p50_ms: round(percentile(times, 50)),
    all_targets_p95_ms: round(percentile(times, 95)),
    target_p50_ms: 5,
    per_target_p50_ms: perTarget,
  };
}
