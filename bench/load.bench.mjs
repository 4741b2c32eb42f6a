// Mixed-load run: the production build on a fresh database on the local Postgres server
// (RATE_LIMITS=off, loopback only, bounded in time). Five workloads run at once for LOAD_DURATION_S
// seconds: the landing page, generator posts, the showcase list, credit-status and Pro Chat sends with
// credits. Then GET /api/health alone is the baseline. Reported: throughput and p50/p95/p99 per
// workload, each as a ratio to health; errors; and the write checks: analytics rows = successful
// generate calls (a generation refused for load, 429/503, writes none), and the chat sessions' ledgers
// balance (credits spent = successful sends = exchanges naming a spend). Each chat connection
// alternates two messages that each change the document, so every send costs exactly one credit: a
// repeated message changes nothing after the first and is free by design (lib/chat/cost.ts). A chat
// client waits LOAD_CHAT_TIMEOUT_S (120) for its answer: autocannon's default 10 s gave up on slow sends
// under load and sent the connection's next message while the server still worked on the last, so one
// buyer's sends raced each other and the client's success count missed exchanges the server stored.
// The chat checks are read once the stored counts stop changing (settleChat). Last,
// floods within the limits (exports at the document limits, shares, the 62 kB repetitive share of
// finding 1, slow page bodies) with the health check's p99 alongside (issue 24: under 100 ms).
import crypto from "node:crypto";
import net from "node:net";
import autocannon from "autocannon";
import pg from "pg";
import { startBenchServer } from "./support/server.mjs";

const PORT = Number(process.env.BENCH_LOAD_PORT ?? 3232);
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 20);
// The writing workloads run a fixed number of requests (every one completes, so the write checks are
// exact); the reading ones run for DURATION_S seconds alongside.
const GENERATE_REQUESTS = Number(process.env.LOAD_GENERATE_REQUESTS ?? 800);
const CHAT_REQUESTS = Number(process.env.LOAD_CHAT_REQUESTS ?? 100);
const CHAT_SESSIONS = 5;
// Each changes the document (the mood), so alternating them makes every send a paid refinement.
const CHAT_MESSAGES = ["Change the mood to joyful.", "Change the mood to tense."];
const CHAT_CREDITS = 1_000_000;
// Seconds a chat client waits for its answer before giving up (autocannon's default is 10).
const CHAT_TIMEOUT_S = Number(process.env.LOAD_CHAT_TIMEOUT_S ?? 120);
// Reading the chat counts: every SETTLE_POLL_MS until two reads agree, for at most SETTLE_MAX_MS.
const SETTLE_POLL_MS = 1_000;
const SETTLE_MAX_MS = 60_000;

/** The change in each chat count since `before` (credits as spent). */
const diffCounts = (now, before) =>
  Object.fromEntries(
    Object.keys(now).map((k) => [k, k === "credits" ? before[k] - now[k] : now[k] - before[k]]),
  );

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;
const round = (n, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** Runs one autocannon workload, keeping every response time and status for exact percentiles. */
function workload(name, opts) {
  const times = [];
  const statuses = {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts.amount ? opts : { duration: DURATION_S, ...opts }, (err, result) => {
      const elapsedS = (performance.now() - started) / 1000;
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const ok = Object.entries(statuses)
        .filter(([s]) => s.startsWith("2"))
        .reduce((n, [, c]) => n + c, 0);
      resolve({
        name,
        connections: opts.connections,
        requests: times.length,
        ok,
        non_2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        timeouts: result.timeouts,
        elapsed_s: round(elapsedS, 1),
        req_per_s: round(times.length / elapsedS, 1),
        p50_ms: round(pct(times, 50)),
        p95_ms: round(pct(times, 95)),
        p99_ms: round(pct(times, 99)),
        statuses,
      });
    });
    instance.on("response", (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
}

/** A credit session with plenty of credits, written the way the ledger would (balance = its ledger). */
async function seedChatSession(client) {
  const token = crypto.randomBytes(32).toString("base64url");
  {
    const id = crypto.randomUUID();
    await client.query(
      `INSERT INTO credit_sessions (id, session_token, email, credits_remaining, total_credits, pack_type, created_at, last_used_at)
       VALUES ($1, $2, 'load@example.com', $3, $3, 'premium', now(), now())`,
      [id, crypto.createHash("sha256").update(token).digest("hex"), CHAT_CREDITS],
    );
    await client.query(
      `INSERT INTO credit_transactions (id, session_id, email, transaction_type, amount, balance_after, description, created_at)
       VALUES ($1, $2, 'load@example.com', 'gift', $3, $3, 'load test seed', now())`,
      [crypto.randomUUID(), id, CHAT_CREDITS],
    );
    return { id, cookie: `pr_credit_session=${token}` };
  }
}

/** A prompt document at the document limits: 5 scenes of 40 dialogue lines (200 in all). */
function exportDocumentAtLimits() {
  const scene = (id) => ({
    id,
    title: `Scene ${id}`,
    description: "Two friends argue on a rainy pier at night.",
    characters: [{ name: "Ana", description: "a sailor", actions: "argues" }],
    setting: { location: "a pier", time_of_day: "night", lighting: "harbor lights", background_details: "" },
    camera: { movements: ["slow push in"], angles: ["close-up"] },
    visuals: { mood: "tense", props: [], style_notes: "cinematic" },
    audio: {
      dialogue: Array.from({ length: 40 }, (_, j) => ({
        character: "Ana",
        line: `Line ${j}, and then some more.`,
      })),
      sound_effects: ["rain"],
      music_cues: [],
    },
    duration_seconds: 8,
    notes: "",
  });
  return {
    project_title: "Pier",
    project_style: {
      categories: ["Drama"],
      tone: "tense",
      visual_style: "cinematic",
      reference_examples: [],
    },
    global_preferences: {
      narration: { enabled: false, voice_style: "", captions: false },
      music: { enabled: false, style: "" },
      text_on_screen: { allowed: false, notes: "" },
    },
    scenes: Array.from({ length: 5 }, (_, i) => scene(i + 1)),
  };
}

/** ~62 kB of "shot shot ..." spread over fields within the document limits (issue 24, finding 1). */
function repetitiveDocument() {
  const document = exportDocumentAtLimits();
  const field = "shot ".repeat(798);
  document.scenes = document.scenes.map((scene) => ({
    ...scene,
    description: field,
    notes: field,
    setting: { ...scene.setting, background_details: field },
    audio: { ...scene.audio, dialogue: [] },
  }));
  return document;
}

/**
 * `count` connections that POST to page paths and trickle their bodies (or declare too much), each
 * reopened when the server answers, for `durationMs`. Resolves with the statuses the server sent.
 */
function slowPageBodies(base, count, durationMs) {
  const url = new URL(base);
  const until = Date.now() + durationMs;
  const statuses = {};
  const one = (i) =>
    new Promise((resolve) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        const length = i % 2 ? 900_000 : 9_000_000;
        socket.write(
          `POST ${i % 2 ? "/" : "/generator"} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: ${length}\r\n\r\n`,
        );
      });
      const trickle = setInterval(() => socket.write("a".repeat(100)), 200);
      let head = "";
      socket.on("data", (c) => (head += c.toString()));
      const done = () => {
        clearInterval(trickle);
        const status = head.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? "closed";
        statuses[status] = (statuses[status] ?? 0) + 1;
        resolve();
      };
      socket.on("close", done);
      socket.on("error", () => {});
    });
  const loop = async (i) => {
    while (Date.now() < until) await one(i);
  };
  return Promise.all(Array.from({ length: count }, (_, i) => loop(i))).then(() => statuses);
}

export default async function run() {
  const { base, database, stop } = await startBenchServer({ port: PORT, label: "load" });
  try {
    const pgClient = new pg.Client({ connectionString: database.url });
    await pgClient.connect();
    // One credit session per chat connection, as five buyers would be; warm-up and credit-status use
    // a sixth, so the measured sessions start with untouched conversations.
    const chats = [];
    for (let i = 0; i < CHAT_SESSIONS; i++) chats.push(await seedChatSession(pgClient));
    const chat = await seedChatSession(pgClient);
    const json = { "content-type": "application/json", origin: base };
    for (const c of [...chats, chat]) {
      const conversation = await fetch(`${base}/api/pro-chat/conversation/new`, {
        method: "POST",
        headers: { ...json, cookie: c.cookie },
        body: "{}",
      });
      if (!conversation.ok) throw new Error(`could not open a conversation: ${conversation.status}`);
    }
    let nextChat = 0;

    const generateBody = JSON.stringify({
      description:
        'A lighthouse keeper climbs the spiral stairs at dusk while a storm gathers. Close-up of his lantern. He says "Not tonight." Thunder rolls.',
      title: "Keeper",
      duration: 8,
    });
    const chatBody = JSON.stringify({ message: CHAT_MESSAGES[0] });

    // Warm every route (JIT, Prisma's first queries, React's first renders).
    for (const [p, init] of [
      ["/", {}],
      ["/api/showcase/videos", {}],
      ["/api/credit-status", { headers: { cookie: chat.cookie } }],
      ["/api/generate-scene", { method: "POST", headers: json, body: generateBody }],
      ["/api/pro-chat", { method: "POST", headers: { ...json, cookie: chat.cookie }, body: chatBody }],
    ]) {
      for (let i = 0; i < 5; i++) await (await fetch(base + p, init)).arrayBuffer();
    }
    const chatIds = chats.map((c) => c.id);
    const chatCredits = async () =>
      Number(
        (
          await pgClient.query(
            "SELECT sum(credits_remaining) AS s FROM credit_sessions WHERE id = ANY($1::uuid[])",
            [chatIds],
          )
        ).rows[0].s,
      );
    const historyEntries = async () =>
      Number(
        (
          await pgClient.query(
            "SELECT coalesce(sum(jsonb_array_length(conversation_history)), 0) AS n FROM pro_chat_conversations WHERE session_id = ANY($1::uuid[])",
            [chatIds],
          )
        ).rows[0].n,
      );
    // The chat sessions' stored counts: exchanges (chat_message rows), those naming a spend, failed
    // replies, usage and refund rows, history entries and the balance.
    const chatCounts = async () => {
      const activity = (
        await pgClient.query(
          `SELECT count(*) FILTER (WHERE activity_type = 'chat_message') AS stored,
                  count(*) FILTER (WHERE activity_type = 'chat_message' AND details->>'transactionId' IS NOT NULL) AS charged,
                  count(*) FILTER (WHERE activity_type = 'chat_reply_failed') AS failed
             FROM user_activity WHERE session_id = ANY($1::text[])`,
          [chatIds],
        )
      ).rows[0];
      const ledger = (
        await pgClient.query(
          `SELECT count(*) FILTER (WHERE transaction_type = 'usage') AS usage,
                  count(*) FILTER (WHERE transaction_type = 'refund') AS refunds
             FROM credit_transactions WHERE session_id = ANY($1::uuid[])`,
          [chatIds],
        )
      ).rows[0];
      return {
        stored: Number(activity.stored),
        charged: Number(activity.charged),
        failed: Number(activity.failed),
        usage: Number(ledger.usage),
        refunds: Number(ledger.refunds),
        history: await historyEntries(),
        credits: await chatCredits(),
      };
    };
    /** Polls chatCounts until two reads SETTLE_POLL_MS apart agree (sends still finishing), bounded. */
    const settleChat = async () => {
      const started = Date.now();
      let last = await chatCounts();
      let changes = 0;
      for (;;) {
        await new Promise((r) => setTimeout(r, SETTLE_POLL_MS));
        const now = await chatCounts();
        if (JSON.stringify(now) === JSON.stringify(last))
          return { counts: now, settled: true, waited_ms: Date.now() - started, changes };
        changes++;
        last = now;
        if (Date.now() - started > SETTLE_MAX_MS)
          return { counts: now, settled: false, waited_ms: Date.now() - started, changes };
      }
    };
    const before = {
      chat: await chatCounts(),
      history: await historyEntries(),
      analytics: Number((await pgClient.query("SELECT count(*) FROM prompt_analytics")).rows[0].count),
      credits: await chatCredits(),
    };

    const mixed = await Promise.all([
      workload("landing GET /", { url: `${base}/`, connections: 10 }),
      workload("generate POST /api/generate-scene", {
        url: `${base}/api/generate-scene`,
        method: "POST",
        headers: json,
        body: generateBody,
        connections: 15,
        amount: GENERATE_REQUESTS,
      }),
      workload("showcase GET /api/showcase/videos", { url: `${base}/api/showcase/videos`, connections: 10 }),
      workload("credit-status GET /api/credit-status", {
        url: `${base}/api/credit-status`,
        headers: { cookie: chat.cookie },
        connections: 10,
      }),
      workload("chat POST /api/pro-chat", {
        url: `${base}/api/pro-chat`,
        method: "POST",
        headers: json,
        body: chatBody,
        connections: CHAT_SESSIONS,
        amount: CHAT_REQUESTS,
        timeout: CHAT_TIMEOUT_S,
        // Each connection is one buyer, alternating the two messages (requests of its own).
        setupClient: (client) => {
          const headers = { ...json, cookie: chats[nextChat++ % CHAT_SESSIONS].cookie };
          client.setRequests(
            CHAT_MESSAGES.map((message) => ({
              method: "POST",
              path: "/api/pro-chat",
              headers,
              body: JSON.stringify({ message }),
            })),
          );
        },
      }),
    ]);
    // What the chat counts read the moment the client is done, and once the server has settled.
    const chatAtEnd = await chatCounts();
    const chatSettled = await settleChat();
    const health = await workload("health GET /api/health (alone)", {
      url: `${base}/api/health`,
      connections: 50,
    });

    // Floods within the limits (issue 24): exports of documents at the document limits, share posts,
    // and slow or oversized bodies on page paths, while one client probes the health check.
    const atLimits = JSON.stringify({
      target: "veo-3.1",
      prompt: exportDocumentAtLimits(),
    });
    const slow = slowPageBodies(base, 20, DURATION_S * 1000);
    const [healthUnderFlood] = await Promise.all([
      workload("health GET /api/health (under floods)", { url: `${base}/api/health`, connections: 1 }),
      workload("export POST /api/export (at the document limits)", {
        url: `${base}/api/export`,
        method: "POST",
        headers: json,
        body: atLimits,
        connections: 4,
      }),
      workload("share POST /api/share", {
        url: `${base}/api/share`,
        method: "POST",
        headers: json,
        body: JSON.stringify({ document: JSON.parse(atLimits).prompt }),
        connections: 2,
      }),
      // The quadratic input of finding 1: ~62 kB of "shot shot ..." over fields within the limits.
      workload("share POST /api/share (62 kB repetitive text)", {
        url: `${base}/api/share`,
        method: "POST",
        headers: json,
        body: JSON.stringify({ document: repetitiveDocument() }),
        connections: 1,
      }),
      slow,
    ]);

    // Read again after the floods: the chat counts must not have moved since they settled.
    const chatFinal = (await settleChat()).counts;
    const after = {
      analytics: Number((await pgClient.query("SELECT count(*) FROM prompt_analytics")).rows[0].count),
      credits: await chatCredits(),
      // Sessions whose balance differs from the sum of their ledger, or from their last balanceAfter.
      unbalanced: (
        await pgClient.query(
          `SELECT cs.id FROM credit_sessions cs JOIN credit_transactions t ON t.session_id = cs.id
            WHERE cs.id = ANY($1::uuid[]) GROUP BY cs.id, cs.credits_remaining
           HAVING sum(t.amount) <> cs.credits_remaining
               OR (array_agg(t.balance_after ORDER BY t.created_at DESC, t.balance_after ASC))[1] <> cs.credits_remaining`,
          [chatIds],
        )
      ).rowCount,
      history: await historyEntries(),
      // Stored exchanges that name the spend that paid for them (lib/chat/send.ts).
      charged: Number(
        (
          await pgClient.query(
            `SELECT count(*) FROM user_activity WHERE session_id = ANY($1::text[])
               AND activity_type = 'chat_message' AND details->>'transactionId' IS NOT NULL`,
            [chatIds],
          )
        ).rows[0].count,
      ),
    };
    await pgClient.end();

    const byName = Object.fromEntries(mixed.map((w) => [w.name.split(" ")[0], w]));
    const checks = {
      errors_total: [...mixed, health].reduce((n, w) => n + w.errors + w.non_2xx, 0),
      analytics_rows_added: after.analytics - before.analytics,
      generate_successes: byName.generate.ok,
      analytics_rows_match_successes: after.analytics - before.analytics === byName.generate.ok,
      chat_credits_spent: before.credits - after.credits,
      chat_successes: byName.chat.ok,
      chat_credits_match_successes: before.credits - after.credits === byName.chat.ok,
      chat_charged_sends: after.charged,
      chat_credits_match_charged_sends: before.credits - after.credits === after.charged,
      chat_sessions_with_unbalanced_ledger: after.unbalanced,
      chat_timeouts: byName.chat.timeouts,
      // Every send the server took is stored or failed and refunded; each usage row is named by one
      // stored exchange or reversed by one refund (lib/chat/send.ts).
      chat_stored_exchanges: chatFinal.stored - before.chat.stored,
      chat_failed_replies: chatFinal.failed - before.chat.failed,
      chat_usage_net_of_refunds_matches_charged:
        chatFinal.usage - before.chat.usage - (chatFinal.refunds - before.chat.refunds) ===
        chatFinal.charged - before.chat.charged,
      chat_history_matches_stored:
        chatFinal.history - before.chat.history === 2 * (chatFinal.stored - before.chat.stored),
      chat_settled_after_workload: chatSettled.settled,
      chat_counts_unchanged_by_the_floods: JSON.stringify(chatFinal) === JSON.stringify(chatSettled.counts),
      // Each successful send stores the user's message and the reply, exactly once.
      chat_history_entries_added: after.history - before.history,
      chat_history_matches_successes: after.history - before.history === 2 * byName.chat.ok,
      // Issue 24: the health check stays fast while floods within the limits run.
      health_p99_under_flood_below_100ms: healthUnderFlood.p99_ms < 100,
    };
    const mixedReqPerS = round(
      mixed.reduce((n, w) => n + w.req_per_s, 0),
      1,
    );
    const ratios = Object.fromEntries(
      mixed.map((w) => [
        w.name,
        {
          throughput_vs_health: round(w.req_per_s / health.req_per_s),
          p50_vs_health: round(w.p50_ms / health.p50_ms),
        },
      ]),
    );
    return {
      database: database.kind,
      duration_s: DURATION_S,
      workloads: [...mixed, health, healthUnderFlood],
      health_under_flood_p99_ms: healthUnderFlood.p99_ms,
      // Since the chat workload began: at the client's end, then settled (how long, how many changes).
      chat_counts: {
        at_workload_end: diffCounts(chatAtEnd, before.chat),
        settled: diffCounts(chatSettled.counts, before.chat),
        settle_waited_ms: chatSettled.waited_ms,
        settle_changes: chatSettled.changes,
      },
      slow_page_bodies: await slow,
      mixed_total_req_per_s: mixedReqPerS,
      mixed_total_vs_health: round(mixedReqPerS / health.req_per_s),
      ratios,
      checks,
    };
  } finally {
    await stop();
  }
}
