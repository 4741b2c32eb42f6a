// Pro Chat benchmark: time to the first streamed characters and to the full reply of POST /api/pro-chat
// with the local guided assistant (target: first characters under 300 ms), p50/p95 over ~50 sends in
// 5 conversations of 10 turns, against a production server on its own port (RATE_LIMITS=off) with a
// fresh database (the Postgres server when reachable, else embedded PGlite). Sends are sequential:
// this measures what one creator feels, not throughput.
import crypto from "node:crypto";
import pg from "pg";
import { startBenchServer } from "./support/server.mjs";

const PORT = Number(process.env.BENCH_CHAT_PORT ?? 3362);
const SENDS = Number(process.env.BENCH_CHAT_SENDS ?? 50);
const TURNS = [
  "A lighthouse keeper named Elias feeds a curious seagull on the rocks.",
  "A windswept rocky island in the North Sea at dawn",
  "Slow dolly in from a wide shot to a close-up of his hands",
  "Quiet and hopeful, a little melancholic",
  'Soft piano music with waves crashing, and Elias says "You came back."',
  "Cinematic, photoreal, muted blue tones",
  "8 seconds",
  "Make the camera a low angle tracking shot instead",
  "done",
  "Add a second seagull that lands beside him",
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return { p50_ms: round(percentile(s, 50)), p95_ms: round(percentile(s, 95)), max_ms: round(s.at(-1)) };
};

/** A credit session with `credits`, inserted as the server stores it (SHA-256 of the cookie token). */
async function seedSession(url, credits) {
  const token = crypto.randomBytes(32).toString("base64url");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO credit_sessions (id, session_token, email, credits_remaining, total_credits, pack_type, created_at, last_used_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $3, 'premium', now(), now())`,
      [crypto.createHash("sha256").update(token).digest("hex"), `bench-${Date.now()}@example.com`, credits],
    );
  } finally {
    await client.end();
  }
  return `pr_credit_session=${token}`;
}

/** One streamed send: ms to the first text delta and to the done event. */
async function timedSend(base, cookie, message) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/pro-chat`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/x-ndjson", cookie, origin: base },
    body: JSON.stringify({ message }),
  });
  if (!res.ok) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let first = null;
  for await (const chunk of res.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let i;
    while ((i = buffer.indexOf("\n")) >= 0) {
      const event = JSON.parse(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
      if (event.type === "delta" && first === null) first = performance.now() - t0;
      if (event.type === "error") throw new Error(`reply failed: ${event.message}`);
      if (event.type === "done")
        return {
          first: first ?? performance.now() - t0,
          full: performance.now() - t0,
          chars: event.message.length,
        };
    }
  }
  throw new Error("stream ended without done");
}

/** First-characters and full-reply latency figures (see the header comment for the target). */
export default async function run() {
  const { base, database, stop } = await startBenchServer({ port: PORT, label: "benchchat" });
  try {
    const cookie = await seedSession(database.url, SENDS + 20);
    // Warm-up (JIT, Prisma's first queries), not measured.
    for (let i = 0; i < 5; i++) await timedSend(base, cookie, TURNS[i]);
    const first = [];
    const full = [];
    let chars = 0;
    for (let i = 0; i < SENDS; i++) {
      if (i % TURNS.length === 0) {
        const res = await fetch(`${base}/api/pro-chat/conversation/new`, {
          method: "POST",
          headers: { cookie, origin: base },
        });
        if (!res.ok) throw new Error(`new conversation failed: ${res.status}`);
      }
      const r = await timedSend(base, cookie, TURNS[i % TURNS.length]);
      first.push(r.first);
      full.push(r.full);
      chars += r.chars;
    }
    return {
      database: database.kind,
      engine: "local guided assistant",
      sends: SENDS,
      avg_reply_chars: Math.round(chars / SENDS),
      first_characters: stats(first),
      full_reply: stats(full),
      targets: { first_characters_p50_ms: 300 },
    };
  } finally {
    await stop();
  }
}
