// Scale-out benchmark: POST /api/generate-scene throughput at 50 connections through nginx with one
// instance, then with two instances on the same Postgres database (ratio two/one). The balancer is
// the same in both runs, so the ratio measures what a second instance adds. On a 2-core machine the
// instances, nginx, Postgres and the load generator share the cores: expect well under 2x here.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import crypto from "node:crypto";
import autocannon from "autocannon";
import { tsImport } from "tsx/esm/api";
import { createTestDatabase } from "../tests/support/test-database.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

const cannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, duration: DURATION_S, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    ),
  );

export default async function bench() {
  if (!fs.existsSync(".next/BUILD_ID")) {
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const { startInstance, startBalancer } = await tsImport("../tests/support/cluster.ts", import.meta.url);
  const database = await createTestDatabase("scale_bench");
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    RATE_LIMITS: "off",
    OPENAI_API_KEY: "",
  };
  const instances = [];
  const balancers = [];
  try {
    instances.push(await startInstance(env), await startInstance(env));
    const post = (base) => ({
      url: `${base}/api/generate-scene`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        description:
          "At dawn, a fisherwoman in a yellow raincoat walks along a misty harbour while gulls circle. Slow dolly-in, soft overcast light.",
        duration: 8,
      }),
    });
    const one = await startBalancer([instances[0].port]);
    balancers.push(one);
    await cannon({ ...post(one.url), duration: 3 });
    const single = await cannon(post(one.url));
    const two = await startBalancer(instances.map((i) => i.port));
    balancers.push(two);
    await cannon({ ...post(two.url), duration: 3 });
    const double = await cannon(post(two.url));
    const summary = (r) => ({
      req_per_s: round(r.requests.average, 1),
      p50_ms: r.latency.p50,
      p99_ms: r.latency.p99,
      non_2xx: r.non2xx,
      errors: r.errors,
    });
    return {
      connections: 50,
      duration_s: DURATION_S,
      one_instance: summary(single),
      two_instances: summary(double),
      ratio_two_to_one: round(double.requests.average / single.requests.average),
    };
  } finally {
    for (const b of balancers) await b.stop();
    for (const i of instances) i.kill();
    await database.drop().catch(() => {});
  }
}
