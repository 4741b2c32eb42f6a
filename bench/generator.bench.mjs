// Generator benchmark: the local scene compiler's p50/p95 in-process on 200-, 1,000- and
// 2,000-character descriptions (target: p50 at most 3 ms at 2,000), and POST /api/generate-scene
// throughput at 50 connections as a ratio to GET /api/health on the same production server
// (target: at least 0.6). The server runs on its own port with RATE_LIMITS=off against a fresh
// database (the Postgres server when reachable, else embedded PGlite). The compile pool queues at most
// 8 tasks per client and answers 429 past that, so from one address most of 50 connections are refused
// fast: the figures count the answered (2xx) generations apart, and BENCH_DISTINCT_CLIENTS=1 gives each
// connection its own address (X-Forwarded-For from a trusted proxy at 127.0.0.1), as 50 users would be.
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

const DISTINCT = process.env.BENCH_DISTINCT_CLIENTS === "1";
let clients = 0;
/** Each connection as its own user: an address of its own, forwarded by the trusted proxy 127.0.0.1. */
const ownAddress = (client) => {
  const n = ++clients;
  client.setHeaders({ "content-type": "application/json", "x-forwarded-for": `10.9.${n >> 8}.${n & 255}` });
};

const cannon = (opts) =>
  new Promise((resolve, reject) => {
    const setup = DISTINCT ? { setupClient: ownAddress } : {};
    autocannon({ connections: 50, duration: DURATION_S, ...setup, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

async function benchServer() {
  if (DISTINCT)
    Object.assign(process.env, {
      TRUSTED_PROXY_HOPS: "1",
      TRUSTED_PROXY_ADDRESSES: "127.0.0.1,::ffff:127.0.0.1,::1",
    });
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
    const ok = (r) => (r.requests.total - r.non2xx) / DURATION_S;
    const summary = (r) => ({
      req_per_s: round(r.requests.average, 1),
      ok_req_per_s: round(ok(r), 1),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      non_2xx: r.non2xx,
      status_codes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
      errors: r.errors,
    });
    return {
      database: database.kind,
      connections: 50,
      duration_s: DURATION_S,
      health: summary(health),
      generate_scene: summary(generate),
      ratio_generate_to_health: round(generate.requests.average / health.requests.average, 2),
      ratio_answered_generate_to_health: round(ok(generate) / ok(health), 2),
      distinct_clients: DISTINCT,
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
