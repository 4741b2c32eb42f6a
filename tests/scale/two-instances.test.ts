import crypto from "node:crypto";
import pg from "pg";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startBalancer, startInstance, type Balancer, type Instance } from "../support/cluster";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { eventBody } from "../support/payments-events";
import { createTestDatabase } from "../support/test-database.mjs";

// Scale-out with real parts: two production instances on ONE Postgres database behind nginx. What
// the design promises (stateless instances: sessions, burst limits and idempotency in Postgres) is
// checked from outside, over HTTP, the way a balancer spreads a real client's requests.

const ADMIN_EMAIL = "scale-admin@example.com";
const ADMIN_PASSWORD = "scale-admin-password-1";
const WEBHOOK_SECRET = "whsec_scale_test_secret";
const GENERATE_LIMIT = 6;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let stripe: FakeStripe;
let a: Instance;
let b: Instance;
let lb: Balancer;
let sql: pg.Client;

type Jar = Record<string, string>;
const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
function keepCookies(res: Response, jar: Jar) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    jar[pair.slice(0, i)] = pair.slice(i + 1);
  }
}

/** A browser-like JSON call: same-origin Origin header, cookies kept in `jar`. */
async function call(base: string, path: string, init: { method?: string; body?: unknown; jar?: Jar } = {}) {
  // The site is the balancer's address (SITE_URL); a call straight to an instance says so too.
  const headers: Record<string, string> = { origin: lb.url, "x-forwarded-host": new URL(lb.url).host };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.jar) headers.cookie = cookieHeader(init.jar);
  const res = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (init.jar) keepCookies(res, init.jar);
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, unknown> };
}

beforeAll(async () => {
  database = await createTestDatabase("scale");
  stripe = await startFakeStripe();
  const lbPort = await freePort();
  const env = {
    SITE_URL: `http://127.0.0.1:${lbPort}`,
    DATABASE_URL: database.url,
    AUTH_SECRET: crypto.randomBytes(32).toString("base64url"),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    STRIPE_SECRET_KEY: "sk_test_scale",
    STRIPE_PUBLISHABLE_KEY: "pk_test_scale",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    RATE_LIMITS: "on",
    RATE_LIMIT_GENERATE_PER_MIN: String(GENERATE_LIMIT),
    RATE_LIMIT_FEEDBACK_PER_MIN: "100000",
    RATE_LIMIT_CHAT_PER_MIN: "100000",
    RATE_LIMIT_CHECKOUT_PER_MIN: "100000",
    TRUSTED_PROXY_HOPS: "1",
    OPENAI_API_KEY: "",
  };
  // Both start at once, as a deployment's instances do: migrations and the first admin must cope.
  [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  lb = await startBalancer([a.port, b.port], lbPort);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 240_000);

afterAll(async () => {
  await sql?.end();
  await lb?.stop();
  a?.kill();
  b?.kill();
  await stripe?.close();
  await database?.drop();
}, 60_000);

describe("two instances behind nginx on one database", () => {
  it("an admin session made through one instance works on the other", async () => {
    const jar: Jar = {};
    const login = await call(a.url, "/api/admin/login", {
      body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      jar,
    });
    expect(login.status).toBe(200);
    const stats = await call(b.url, "/api/admin/stats", { jar });
    expect(stats.status).toBe(200);
    expect(stats.json).toHaveProperty("totalUsers");
    // And without the cookie the other instance refuses: the session is what carries it.
    expect((await call(b.url, "/api/admin/stats")).status).toBe(401);
  });

  it("a burst limit is shared: N allowed in total, not N per instance", async () => {
    // Stay inside one fixed window: wait out the last seconds of a minute.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((r) => setTimeout(r, 60_500 - intoMinute));
    const statuses: number[] = [];
    for (let i = 0; i < GENERATE_LIMIT * 2; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await call(target.url, "/api/generate-scene", {
        body: { description: `A lighthouse keeper climbs the stairs at dusk, take ${i}.`, duration: 8 },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(GENERATE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GENERATE_LIMIT);
  });

  it("production compiles in the worker pool, with the bundle the start made", () => {
    for (const instance of [a, b]) {
      expect(instance.output()).toMatch(/\[compile-pool\] \d+ compiler worker thread/);
      expect(instance.output()).not.toContain("compiling in-process");
    }
  });

  let buyer: Jar;

  it("a payment webhook delivered to both instances at once grants once", async () => {
    buyer = {};
    const email = `scale-buyer-${Date.now()}@example.com`;
    const checkout = await call(lb.url, "/api/create-payment-intent", {
      body: { pack_id: "basic", email },
      jar: buyer,
    });
    expect(checkout.status).toBe(200);
    const pi = stripe.succeed(checkout.json.payment_intent_id as string);
    const payload = eventBody("payment_intent.succeeded", pi);
    const deliver = (target: Instance) =>
      fetch(`${target.url}/api/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        body: payload,
      });
    const answers = await Promise.all([deliver(a), deliver(b), deliver(a), deliver(b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { rows } = await sql.query(
      "SELECT count(*)::int AS n FROM credit_transactions WHERE stripe_payment_intent_id = $1 AND transaction_type = 'purchase'",
      [pi.id],
    );
    expect(rows[0].n).toBe(1);
    const status = await call(lb.url, "/api/credit-status", { jar: buyer });
    expect(status.json).toMatchObject({ hasCredits: true, credits: 20 });
  });

  it("Pro Chat sends alternating between instances keep one history", async () => {
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      const target = i % 2 === 0 ? a : b;
      const message = `Turn ${i}: a fox crosses a snowy field`;
      const res = await call(target.url, "/api/pro-chat", { body: { message }, jar: buyer });
      expect(res.status).toBe(200);
      sent.push(message);
    }
    const list = await call(b.url, "/api/pro-chat/conversations", { jar: buyer });
    const conversations = list.json as unknown as { id: string }[];
    expect(conversations).toHaveLength(1);
    const detail = await call(a.url, `/api/pro-chat/conversation/${conversations[0].id}`, { jar: buyer });
    const history = (detail.json.conversationHistory ?? detail.json) as { role: string; content: string }[];
    expect(history.filter((e) => e.role === "user").map((e) => e.content)).toEqual(sent);
    expect(history.filter((e) => e.role === "assistant")).toHaveLength(4);
    const status = await call(a.url, "/api/credit-status", { jar: buyer });
    expect(status.json).toMatchObject({ credits: 16 });
  });

  it("killing one instance mid-run loses no write, and the balancer's traffic keeps succeeding", async () => {
    const tag = `scale-kill-${Date.now()}`;
    const results: { i: number; status: number; afterKill: boolean }[] = [];
    let killed = false;
    let next = 0;
    const total = 80;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        if (i === 30 && !killed) {
          killed = true;
          b.kill("SIGKILL");
        }
        const afterKill = killed;
        const res = await call(lb.url, "/api/feedback", {
          body: { feedbackType: "other", message: `${tag} message ${i}` },
        }).catch(() => ({ status: 0 }));
        results.push({ i, status: res.status, afterKill });
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    const ok = results.filter((r) => r.status === 200 || r.status === 201);
    const { rows } = await sql.query("SELECT count(*)::int AS n FROM feedback WHERE message LIKE $1", [
      `${tag} %`,
    ]);
    // No lost write: every answered success is stored.
    expect(rows[0].n).toBeGreaterThanOrEqual(ok.length);
    // Only requests already in flight on the killed instance may fail; everything sent once the
    // balancer has seen it die succeeds on the survivor.
    const late = results.filter((r) => r.afterKill && r.i >= 40);
    expect(late.length).toBeGreaterThan(0);
    expect(late.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(ok.length).toBeGreaterThanOrEqual(total - 4);
    // Reads keep succeeding through the balancer too.
    for (let i = 0; i < 6; i++) expect((await fetch(`${lb.url}/api/health`)).status).toBe(200);
  });
});
