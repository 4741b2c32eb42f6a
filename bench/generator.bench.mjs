// Generator benchmark: the local scene compiler's p50/p95 in-process on 200-, 1,000- and
// 2,000-character descriptions (target: p50 under 2 ms at 2,000), and POST /api/generate-scene
// throughput at 50 connections as a ratio to GET /api/health on the same production server
// (target: at least 0.6). The server runs on its own port with RATE_LIMITS=off against a fresh
// database (the Postgres server when reachable, else embedded PGlite).
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";
import { startBenchServer } from "./support/server.mjs";

const PORT = Number(process.env.BENCH_GENERATOR_PORT ?? 3312);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

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

async function benchCompiler() {
  const { compileScene } = await tsImport("../lib/scene/compile.ts", import.meta.url);
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
  return { compiler, targets: { compiler_p50_ms_at_2000: 2, ratio_generate_to_health: 0.6 }, api };
}
