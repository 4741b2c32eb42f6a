// Export benchmark: compiling a 2,000-character description and rendering it for every live target,
// in-process (target: compile plus all exports at most 5 ms p50, issue 22). The compiler and renderers
// are pure, so this is also what the generator costs in the browser on each change. What an export
// reads from a document is computed once per document object and shared by the targets, so every
// round exports a fresh document (a new compile, or a copy made outside the timer): a figure never
// counts work an earlier round did. Besides wall time, the mean CPU time of this thread per round is
// reported: on a machine shared with other jobs it moves far less than wall time does. (Linux counts a
// thread's CPU time in scheduler ticks, 4 ms here, so only a mean over many rounds is meaningful.)
import { tsImport } from "tsx/esm/api";
import { description, percentile, round } from "./support/descriptions.mjs";

const ROUNDS = Number(process.env.BENCH_EXPORT_ROUNDS ?? 300);

const threadMs = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
const mean = (xs) => round(xs.reduce((a, b) => a + b, 0) / xs.length);
const p = (xs, q) =>
  round(
    percentile(
      [...xs].sort((a, b) => a - b),
      q,
    ),
  );

export default async function bench() {
  const { compileScene } = await tsImport("../lib/scene/compiler/index.ts", import.meta.url);
  const { exportDocument } = await tsImport("../lib/targets/export.ts", import.meta.url);
  const { LIVE_TARGETS } = await tsImport("../lib/targets/catalog.ts", import.meta.url);
  const text = description(2000);
  const doc = compileScene({ description: text });
  const exportAll = (d) => LIVE_TARGETS.map((spec) => exportDocument(d, spec));

  // Compile, then every target, each round on the document it just compiled.
  const oneRound = () => {
    const t0 = performance.now();
    const c0 = threadMs();
    const d = compileScene({ description: text });
    const t1 = performance.now();
    const c1 = threadMs();
    exportAll(d);
    return {
      compile: t1 - t0,
      exports: performance.now() - t1,
      cpuCompile: c1 - c0,
      cpuExports: threadMs() - c1,
    };
  };
  for (let i = 0; i < 100; i++) oneRound();
  const rounds = Array.from({ length: ROUNDS }, oneRound);
  const whole = rounds.map((r) => r.compile + r.exports);
  const cpuWhole = rounds.map((r) => r.cpuCompile + r.cpuExports);

  // Every target alone, each on a fresh copy of the document.
  const perTarget = {};
  for (const spec of LIVE_TARGETS) {
    const t = [];
    for (let i = 0; i < 100; i++) {
      const d = structuredClone(doc);
      const t0 = performance.now();
      exportDocument(d, spec);
      t.push(performance.now() - t0);
    }
    perTarget[spec.id] = p(t, 50);
  }
  return {
    scenes: doc.scenes.length,
    targets: LIVE_TARGETS.length,
    rounds: ROUNDS,
    compile_and_all_targets_p50_ms: p(whole, 50),
    compile_and_all_targets_p95_ms: p(whole, 95),
    compile_p50_ms: p(
      rounds.map((r) => r.compile),
      50,
    ),
    all_targets_p50_ms: p(
      rounds.map((r) => r.exports),
      50,
    ),
    all_targets_p95_ms: p(
      rounds.map((r) => r.exports),
      95,
    ),
    thread_cpu_mean_ms: {
      compile_and_all_targets: mean(cpuWhole),
      compile: mean(rounds.map((r) => r.cpuCompile)),
      all_targets: mean(rounds.map((r) => r.cpuExports)),
    },
    target_p50_ms: 5,
    per_target_p50_ms: perTarget,
  };
}
