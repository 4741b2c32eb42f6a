// `npm run bench -- admin`: the admin endpoints at scale. Seeds a fresh database on the local Postgres
// server (100k prompt_analytics rows, 10k user_profiles with credit sessions, 20k credit transactions,
// feedback, conversations, admin logs) with generate_series, starts the production build on port 3342
// (RATE_LIMITS=off), logs an admin in, and reports p50/p95 latency of GET /api/admin/stats,
// GET /api/admin/users (first page, and a search) and GET /api/analytics. Target: under 100 ms each.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { createTestDatabase } from "../tests/support/test-database.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 3342);
const PROMPTS = Number(process.env.BENCH_PROMPTS ?? 100_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ADMIN = { email: "bench-admin@promptreel.test", password: "bench admin password" };

const SEED_SQL = `
INSERT INTO user_profiles (id, email, first_name, last_name, total_credits_ever_purchased, total_credits_used, total_conversations, total_prompts, last_active_at, account_status, created_at, updated_at)
SELECT gen_random_uuid(), 'user' || i || '@bench.test', 'First' || i, 'Last' || (i % 997), 20 + (i % 5) * 10, i % 17, i % 7, i % 23,
       now() - ((i % 60) || ' days')::interval, CASE WHEN i % 50 = 0 THEN 'suspended' ELSE 'active' END,
       now() - ((i % 90) || ' days')::interval - (i || ' seconds')::interval, now()
  FROM generate_series(1, $1::int) AS i;

INSERT INTO credit_sessions (id, session_token, email, credits_remaining, total_credits, pack_type, created_at, last_used_at)
SELECT gen_random_uuid(), md5('bench-token-' || i), 'user' || i || '@bench.test', 20 - (i % 17), 20, 'basic', now() - ((i % 90) || ' days')::interval, now()
  FROM generate_series(1, $1::int) AS i;

INSERT INTO credit_transactions (id, session_id, email, transaction_type, amount, pack_type, description, balance_after, created_at)
SELECT gen_random_uuid(), cs.id, cs.email, t.kind, CASE WHEN t.kind = 'purchase' THEN 20 ELSE -1 END,
       CASE WHEN t.kind = 'purchase' THEN (ARRAY['basic','standard','premium'])[1 + (abs(hashtext(cs.email)) % 3)] END,
       CASE WHEN t.kind = 'purchase' THEN 'Pack purchase' ELSE 'Pro Chat message' END, 19, cs.created_at + interval '1 minute'
  FROM credit_sessions cs CROSS JOIN (VALUES ('purchase'), ('usage')) AS t(kind);

-- prompts
INSERT INTO prompt_analytics (id, prompt_text, prompt_length, duration, title, category, description, ip_address, user_agent, success, error_message, processing_time_ms, created_at)
SELECT gen_random_uuid(),
       'Scene ' || i || ': a lighthouse keeper climbs the spiral stairs at dusk, storm clouds gathering over the sea, then the lamp flares to life and sweeps across the waves.',
       150, (ARRAY[5,8,10])[1 + i % 3], 'Prompt ' || i,
       (ARRAY['cinematic','nature','urban','fantasy','sci-fi','documentary','animation','portrait','product','travel'])[1 + i % 10],
       'A generated scene', '203.0.113.0', 'bench', i % 10 <> 0, CASE WHEN i % 10 = 0 THEN 'Content not allowed' END, 5 + i % 40,
       now() - (i || ' seconds')::interval
  FROM generate_series(1, $1::int) AS i;

INSERT INTO feedback (id, email, feedback_type, message, rating, ip_address, created_at)
SELECT gen_random_uuid(), NULL, (ARRAY['suggestion','bug','feature_request','other'])[1 + i % 4], 'Feedback message number ' || i, 1 + i % 5, '203.0.113.0', now() - (i || ' minutes')::interval
  FROM generate_series(1, 1000) AS i;

INSERT INTO pro_chat_conversations (id, session_id, user_email, title, updated_at, created_at)
SELECT gen_random_uuid(), cs.id, cs.email, 'Conversation', now(), now() FROM credit_sessions cs LIMIT 5000;

INSERT INTO admin_logs (id, admin_email, action, target_email, details, created_at)
SELECT gen_random_uuid(), 'bench-admin@promptreel.test', 'gift_credits', 'user' || i || '@bench.test', '{"amount": 5}'::jsonb, now() - (i || ' minutes')::interval
  FROM generate_series(1, 1000) AS i;
`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n) => Math.round(n * 10) / 10;

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become healthy");
}

async function measure(url, cookie) {
  const times = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    max_ms: round(times.at(-1)),
    samples: times.length,
  };
}

export default async function adminBench() {
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("[bench admin] building...");
    const code = await new Promise((r) =>
      spawn(process.execPath, [nextBin, "build"], { cwd: root, stdio: "inherit" }).on("exit", r),
    );
    if (code !== 0) throw new Error("next build failed");
  }

  const database = await createTestDatabase("bench_admin");
  let server;
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const t0 = performance.now();
    // One statement at a time: the seed's statements depend on each other.
    for (const statement of SEED_SQL.split(/;\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const params = !statement.includes("$1") ? [] : statement.includes("-- prompts") ? [PROMPTS] : [USERS];
      await client.query(statement, params);
    }
    // Steady state: autovacuum would have run after a bulk load (visibility map for index-only scans).
    await client.query("VACUUM ANALYZE");
    const seedSeconds = round((performance.now() - t0) / 1000);
    const { upsertAdminRow } = await tsImport("../scripts/admin-store.ts", import.meta.url);
    await upsertAdminRow(client, ADMIN.email, ADMIN.password, "Bench Admin");
    const counts = (
      await client.query(
        "SELECT (SELECT count(*) FROM prompt_analytics)::int AS prompts, (SELECT count(*) FROM user_profiles)::int AS users, (SELECT count(*) FROM credit_transactions)::int AS transactions",
      )
    ).rows[0];
    await client.end();

    server = spawn(process.execPath, [nextBin, "start", "-p", String(PORT)], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATABASE_URL: database.url,
        DB_POOL_MAX: database.kind === "pglite" ? "1" : "10",
        PROMPTREEL_EMBEDDED_DB: "0",
        AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
        RATE_LIMITS: "off",
        PORT: String(PORT),
      },
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHealth(`${base}/api/health`, server);
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const results = {
      database: database.kind,
      seeded: { ...counts, seconds: seedSeconds },
      stats: await measure(`${base}/api/admin/stats`, cookie),
      users_first_page: await measure(`${base}/api/admin/users`, cookie),
      users_search: await measure(`${base}/api/admin/users?search=last99`, cookie),
      analytics: await measure(`${base}/api/analytics`, cookie),
      health_baseline: await measure(`${base}/api/health`, cookie),
      target_ms: 100,
    };
    results.all_under_target = ["stats", "users_first_page", "analytics"].every(
      (k) => results[k].p95_ms < results.target_ms,
    );
    return results;
  } finally {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    await database.drop();
  }
}
