// Generator benchmark: the local scene compiler's p50/p95 in-process on 200-, 1,000- and
// 2,000-character descriptions (target: p50 at most 3 ms at 2,000), and POST /api/generate-scene
// throughput at 50 connections as a ratio to GET /api/health on the same production server
// (target: at least 0.6). The server runs on its own port with RATE_LIMITS=off against a fresh
// database (the Postgres server when reachable, else embedded PGlite).
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";
import { description, percentile, round } from "./support/descriptions.mjs";
import { startBenchServer } from "./support/server.mjs";

const PORT = Number(process.env.BENCH_GENERATOR_PORT ?? 3312);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

async function benchCompiler() {
  const { compileScene } = await tsImport("../lib/scene/compiler/index.ts", import.meta.url);
  const out = {};
  for (const length of [200, 1000, 2000]) {
    const text = description(length);
    for (let i = 0; i < 200; i++) compileScene({ description: text });
    const times = [];
    for (let i = 0; i < 1000; i++) {
      const t0 = performance.now();
      compileScene({ description: text });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out[`chars_${length}`] = { p50_ms: round(percentile(times, 50)), p95_ms: round(percentile(times, 95)) };
  }
  return out;
}

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION_S, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

async function benchServer() {
  const { base, database, stop } = await startBenchServer({ port: PORT, label: "bench" });
  try {
    const body = JSON.stringify({ description: description(300), title: "Bench", duration: 8 });
    const post = {
      url: `${base}/api/generate-scene`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    };
    // Warm both routes (JIT, Prisma's first queries) before measuring.
    await cannon({ url: `${base}/api/health`, duration: 3 });
    await cannon({ ...post, duration: 3 });
    const health = await cannon({ url: `${base}/api/health` });
    const generate = await cannon(post);
    const summary = (r) => ({
      req_per_s: round(r.requests.average, 1),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      non_2xx: r.non2xx,
      errors: r.errors,
    });
    return {
      database: database.kind,
      connections: 50,
      duration_s: DURATION_S,
      health: summary(health),
      generate_scene: summary(generate),
      ratio_generate_to_health: round(generate.requests.average / health.requests.average, 2),
    };
  } finally {
    await stop();
  }
}

/** Compiler latency and API throughput figures (see the header comment for targets). */
export default async function run() {
  const compiler = await benchCompiler();
  const api = process.env.BENCH_SKIP_SERVER === "1" ? "skipped" : await benchServer();
  return { compiler, targets: { compiler_p50_ms_at_2000: 3, ratio_generate_to_health: 0.6 }, api };
}
