import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import { spawn } from "node:child_process";
import net from "node:net";
import { sql } from "../support/e2e-db";
import { E2E_ADMIN, ensureAdmin } from "../support/e2e-admin";
import { GOLDEN } from "../support/golden-document";

// Hostile input against every endpoint of docs/product-spec.md §7 (and the webhook, uploads and stored objects)
// on the production build: malformed, mistyped, oversized, deeply nested, injected and traversing
// requests. Every answer must be a 4xx with a message or a correct 2xx: never a 5xx, never a stack
// trace or SQL in the body. Afterwards the database must hold no half-written or inconsistent rows.

type Auth = "none" | "admin" | "credit";
type Endpoint = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  auth: Auth;
  body?: Record<string, unknown>;
};

const SQLI = "' OR 1=1; DROP TABLE users; --";
const HTML = "<script>alert(1)</script><img src=x onerror=alert(1)>";
const UNICODE = "\u0000\u202e\ud83d\udca5 \uffff e\u0301 \u200b";
const HOSTILE_VALUES: unknown[] = [
  null,
  12345678901234567890,
  -1,
  1e308,
  true,
  [],
  { $gt: "" },
  "",
  "   ",
  SQLI,
  HTML,
  UNICODE,
  "x".repeat(100_000),
];
const HOSTILE_IDS = [
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "'%20OR%201=1--",
  "00000000-0000-0000-0000-000000000000",
  "x".repeat(5000),
  "%00",
  "%F0%9F%92%A5",
  "-1",
  "1e308",
];
const LEAK =
  /\bat [^\s]+ \(.*:\d+:\d+\)|PrismaClient|node_modules|\bSELECT\b[\s\S]{0,200}\bFROM\b|syntax error at|ECONNREFUSED|Invalid `/i;

const failures: string[] = [];
let ids: { article: string; video: string; conversation: string } = {
  article: "",
  video: "",
  conversation: "",
};
// Other suites seed balances straight into the table; the ledger checks cover what this run created.
let startedAt = "";

async function check(label: string, res: APIResponse) {
  const status = res.status();
  const body = await res.text();
  // The one allowed 5xx: a service that is not configured here says so (the demo server has no
  // Stripe webhook secret); everything else must be a 4xx or a 2xx.
  if (status === 503 && /not configured/i.test(body)) return;
  if (status >= 500) failures.push(`${label}: ${status} ${body.slice(0, 200)}`);
  else if (LEAK.test(body)) failures.push(`${label}: leaks internals: ${body.slice(0, 200)}`);
  else if (status >= 400 && (res.headers()["content-type"] ?? "").includes("json")) {
    try {
      const json = JSON.parse(body) as { message?: unknown };
      if (typeof json.message !== "string" || json.message.length === 0)
        failures.push(`${label}: ${status} without a message`);
    } catch {
      failures.push(`${label}: ${status} with invalid JSON`);
    }
  }
}

/** Sends raw HTTP bytes and resolves with everything received until the server closes (or `waitMs`). */
function rawRequest(url: URL, request: string, waitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    let data = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(`still open: ${data}`);
    }, waitMs);
    socket.on("data", (chunk) => (data += chunk.toString()));
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(data);
    });
    socket.on("error", (e) => {
      clearTimeout(timer);
      if (data) resolve(data);
      else reject(e);
    });
  });
}

/**
 * Probes `url` every 25 ms until `until` from a process of its own, like a load balancer's health check,
 * and resolves with each answer's status and time. The floods are sent from this test process (through
 * Playwright's request client): probing from here too would time this process's own busy event loop,
 * not the server's answer.
 */
function probeFromOwnProcess(url: string, until: number): Promise<{ status: number; ms: number }[]> {
  const script = `
    const [url, until] = [process.argv[1], Number(process.argv[2])];
    (async () => {
      // The first request sets up the client and its connection: not part of the server's answer.
      await (await fetch(url)).arrayBuffer();
      const out = [];
      while (Date.now() < until) {
        const started = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        out.push({ status: res.status, ms: performance.now() - started });
        await new Promise((r) => setTimeout(r, 25));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, url, String(until)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`probe exited with ${code}`)),
    );
  });
}

function endpoints(): Endpoint[] {
  const { article, video, conversation } = ids;
  return [
    {
      method: "POST",
      path: "/api/generate-scene",
      auth: "none",
      body: { description: "A fox runs through snow at dawn", title: "Fox", duration: 8 },
    },
    { method: "GET", path: "/api/targets", auth: "none" },
    { method: "POST", path: "/api/export", auth: "none", body: { prompt: GOLDEN, target: "veo-3.1" } },
    { method: "POST", path: "/api/share", auth: "none", body: { document: GOLDEN } },
    {
      method: "POST",
      path: "/api/feedback",
      auth: "none",
      body: { email: "a@b.co", feedbackType: "bug", message: "It broke somewhere", rating: 3 },
    },
    { method: "GET", path: "/api/showcase/videos", auth: "none" },
    { method: "GET", path: "/api/credit-packs", auth: "none" },
    { method: "GET", path: "/api/credit-status", auth: "credit" },
    {
      method: "POST",
      path: "/api/create-payment-intent",
      auth: "none",
      body: { pack_id: "basic", email: "buyer@example.com" },
    },
    { method: "POST", path: "/api/verify-payment", auth: "credit", body: { payment_intent_id: "pi_123" } },
    { method: "POST", path: "/api/verify-by-email", auth: "none", body: { email: "someone@example.com" } },
    {
      method: "POST",
      path: "/api/verify-by-email/confirm",
      auth: "none",
      body: { email: "someone@example.com", code: "123456" },
    },
    {
      method: "POST",
      path: "/api/payments/simulated/confirm",
      auth: "credit",
      body: { client_secret: "sim_x", card_number: "4242424242424242" },
    },
    {
      method: "POST",
      path: "/api/stripe/webhook",
      auth: "none",
      body: { id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } },
    },
    { method: "GET", path: "/api/pro-chat/conversations", auth: "credit" },
    { method: "POST", path: "/api/pro-chat/conversation/new", auth: "credit", body: {} },
    { method: "GET", path: `/api/pro-chat/conversation/${conversation}`, auth: "credit" },
    { method: "POST", path: `/api/pro-chat/conversation/${conversation}/activate`, auth: "credit" },
    {
      method: "PUT",
      path: `/api/pro-chat/conversation/${conversation}/title`,
      auth: "credit",
      body: { title: "Renamed" },
    },
    { method: "POST", path: "/api/pro-chat", auth: "credit", body: { message: "Make it rain" } },
    { method: "GET", path: "/api/projects", auth: "credit" },
    { method: "POST", path: "/api/projects", auth: "credit", body: { conversationId: conversation } },
    {
      method: "POST",
      path: "/api/admin/login",
      auth: "none",
      body: { email: "nobody@example.com", password: "wrong" },
    },
    { method: "GET", path: "/api/admin/stats", auth: "admin" },
    { method: "GET", path: "/api/admin/users", auth: "admin" },
    { method: "GET", path: "/api/admin/transactions", auth: "admin" },
    { method: "GET", path: "/api/admin/logs", auth: "admin" },
    { method: "GET", path: "/api/analytics", auth: "admin" },
    {
      method: "POST",
      path: "/api/admin/gift-credits",
      auth: "admin",
      body: { email: "giftee@example.com", amount: 5, description: "hostile suite" },
    },
    {
      method: "PUT",
      path: "/api/admin/suspend-user",
      auth: "admin",
      body: { email: "nobody-here@example.com" },
    },
    {
      method: "PUT",
      path: "/api/admin/activate-user",
      auth: "admin",
      body: { email: "nobody-here@example.com" },
    },
    { method: "GET", path: "/api/admin/admins", auth: "admin" },
    { method: "GET", path: "/api/admin/shares", auth: "admin" },
    {
      method: "PUT",
      path: "/api/admin/deactivate-admin",
      auth: "admin",
      body: { email: "nobody-admin@example.com" },
    },
    {
      method: "PUT",
      path: "/api/admin/reactivate-admin",
      auth: "admin",
      body: { email: "nobody-admin@example.com" },
    },
    {
      method: "PUT",
      path: "/api/admin/take-down-share",
      auth: "admin",
      body: { id: "AAAAAAAAAAAAAAAAAAAAAA" },
    },
    { method: "GET", path: "/api/admin/articles", auth: "admin" },
    {
      method: "POST",
      path: "/api/admin/articles",
      auth: "admin",
      body: {
        title: "Hostile",
        metaTitle: "Hostile",
        metaDescription: "Hostile input article",
        bodyContent: "Body of the hostile article",
        isPublished: false,
      },
    },
    {
      method: "PUT",
      path: `/api/admin/articles/${article}`,
      auth: "admin",
      body: {
        title: "Hostile 2",
        metaTitle: "Hostile",
        metaDescription: "Hostile",
        bodyContent: "Body of the hostile article",
        isPublished: false,
      },
    },
    {
      method: "POST",
      path: "/api/objects/upload",
      auth: "admin",
      body: { kind: "featured-image", contentType: "image/png", size: 100 },
    },
    {
      method: "PUT",
      path: "/api/featured-images",
      auth: "admin",
      body: { imageURL: "/objects/0123456789abcdef0123456789abcdef.png" },
    },
    { method: "GET", path: "/api/admin/showcase/videos", auth: "admin" },
    {
      method: "POST",
      path: "/api/admin/showcase/videos",
      auth: "admin",
      body: {
        title: "Clip",
        description: "d",
        gifUrl: "/objects/0123456789abcdef0123456789abcdef.gif",
        displayOrder: 1,
        isActive: true,
      },
    },
    {
      method: "PATCH",
      path: `/api/admin/showcase/videos/${video}`,
      auth: "admin",
      body: { isActive: false },
    },
    {
      method: "PATCH",
      path: `/api/admin/showcase/videos/${video}/reorder`,
      auth: "admin",
      body: { direction: "up" },
    },
  ];
}

function bodyCases(
  valid: Record<string, unknown>,
): { name: string; data: string | Buffer; contentType?: string }[] {
  const cases: { name: string; data: string | Buffer; contentType?: string }[] = [
    { name: "not JSON", data: "{not json" },
    { name: "JSON as text/plain", data: JSON.stringify(valid), contentType: "text/plain" },
    { name: "form-encoded", data: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    ...["null", "[]", '"string"', "42", "true", "{}"].map((d) => ({ name: `body ${d}`, data: d })),
    {
      name: "extra and prototype fields",
      data: JSON.stringify({ ...valid, extra: 1, constructor: { prototype: { admin: true } } }).replace(
        "{",
        '{"__proto__":{"isAdmin":true},',
      ),
    },
    { name: "deep nesting", data: "[".repeat(50_000) + "]".repeat(50_000) },
    { name: "1 MB body", data: JSON.stringify({ ...valid, padding: "a".repeat(1024 * 1024) }) },
    { name: "10 MB body", data: Buffer.alloc(10 * 1024 * 1024, "a") },
  ];
  for (const field of Object.keys(valid)) {
    for (const [i, value] of HOSTILE_VALUES.entries())
      cases.push({ name: `${field}=#${i}`, data: JSON.stringify({ ...valid, [field]: value }) });
    const { [field]: _omitted, ...rest } = valid;
    cases.push({ name: `missing ${field}`, data: JSON.stringify(rest) });
  }
  return cases;
}

test.describe.serial("hostile input", () => {
  test.describe.configure({ timeout: 600_000 });
  let clients: Record<Auth, APIRequestContext>;

  test.beforeAll(async ({ baseURL }) => {
    startedAt = (await sql<{ now: string }>("SELECT now()::text AS now"))[0].now;
    await ensureAdmin();
    // A browser on the site names its origin on every mutation (cookie-carrying requests must).
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    expect((await admin.post("/api/admin/login", { data: E2E_ADMIN })).status()).toBe(200);
    const credit = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
    const pi = await credit.post("/api/create-payment-intent", {
      data: { pack_id: "premium", email: "hostile-buyer@example.com" },
    });
    expect(pi.status()).toBe(200);
    const { client_secret } = (await pi.json()) as { client_secret: string };
    expect(
      (
        await credit.post("/api/payments/simulated/confirm", {
          data: { client_secret, card_number: "4242424242424242" },
        })
      ).status(),
    ).toBe(200);
    const none = await playwrightRequest.newContext({ baseURL });
    clients = { none, admin, credit };

    const conv = await credit.post("/api/pro-chat/conversation/new", { data: {} });
    const convJson = conv.ok() ? ((await conv.json()) as { conversation?: { id?: string } }) : {};
    const [article] = await sql<{ id: string }>(
      `INSERT INTO articles (id, title, slug, meta_title, meta_description, body_content, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Seed', 'hostile-seed-' || floor(random()*1e9)::text, 'Seed', 'Seed', 'Seed body text', now(), now()) RETURNING id`,
    );
    const [video] = await sql<{ id: string }>(
      `INSERT INTO showcase_videos (id, title, gif_url, display_order, created_at, updated_at)
       VALUES (gen_random_uuid(), 'Seed clip', '/objects/0123456789abcdef0123456789abcdef.gif', 99, now(), now()) RETURNING id`,
    );
    ids = {
      article: article.id,
      video: video.id,
      conversation: convJson.conversation?.id ?? "00000000-0000-0000-0000-000000000000",
    };
  });

  test.afterAll(async () => {
    for (const c of Object.values(clients ?? {})) await c.dispose();
    // The seeded clip points at no stored file: left active, the landing's gallery would load a 404.
    if (ids.video) await sql("DELETE FROM showcase_videos WHERE id = $1", [ids.video]);
  });

  test("malformed bodies on every endpoint", async () => {
    for (const ep of endpoints()) {
      const client = clients[ep.auth];
      if (!ep.body) {
        await check(`${ep.method} ${ep.path}`, await client.fetch(ep.path, { method: ep.method }));
        continue;
      }
      for (const c of bodyCases(ep.body)) {
        const res = await client.fetch(ep.path, {
          method: ep.method,
          data: c.data,
          headers: { "content-type": c.contentType ?? "application/json" },
          failOnStatusCode: false,
        });
        await check(`${ep.method} ${ep.path} [${c.name}]`, res);
      }
    }
    expect(failures).toEqual([]);
  });

  test("hostile query strings on the admin lists", async () => {
    const params = [
      "limit=-1",
      "limit=1e308",
      "limit=abc",
      "offset=-5",
      "offset=99999999999999999999",
      `search=${encodeURIComponent(SQLI)}`,
      "search=%00",
      `search=${"%25".repeat(2000)}`,
      "limit=1&limit=2",
      "search[]=x",
    ];
    for (const path of ["/api/admin/users", "/api/admin/transactions", "/api/admin/logs"]) {
      for (const p of params) await check(`GET ${path}?${p}`, await clients.admin.get(`${path}?${p}`));
    }
    expect(failures).toEqual([]);
  });

  test("hostile ids and traversal in paths", async () => {
    for (const id of HOSTILE_IDS) {
      for (const [method, path, client] of [
        ["PUT", `/api/admin/articles/${id}`, clients.admin],
        ["DELETE", `/api/admin/articles/${id}`, clients.admin],
        ["PATCH", `/api/admin/showcase/videos/${id}`, clients.admin],
        ["PATCH", `/api/admin/showcase/videos/${id}/reorder`, clients.admin],
        ["DELETE", `/api/admin/showcase/videos/${id}`, clients.admin],
        ["GET", `/api/pro-chat/conversation/${id}`, clients.credit],
        ["POST", `/api/pro-chat/conversation/${id}/activate`, clients.credit],
        ["PUT", `/api/pro-chat/conversation/${id}/title`, clients.credit],
        ["POST", `/api/projects/${id}/open`, clients.credit],
        ["PUT", `/api/objects/put/${id}`, clients.admin],
        ["GET", `/objects/${id}`, clients.none],
        ["GET", `/articles/${id}`, clients.none],
      ] as const) {
        await check(
          `${method} ${path.slice(0, 120)}`,
          await client.fetch(path, {
            method,
            data:
              method === "GET" || method === "DELETE"
                ? undefined
                : { title: "x", isActive: true, direction: "up" },
          }),
        );
      }
    }
    for (const path of [
      "/objects/..%2F..%2Fpackage.json",
      "/objects/%2e%2e/%2e%2e/package.json",
      "/objects/.tmp/x",
      "/objects/..%5C..%5Cpackage.json",
    ]) {
      const res = await clients.none.get(path);
      await check(`GET ${path}`, res);
      expect(res.status(), path).toBeGreaterThanOrEqual(400);
      expect(await res.text()).not.toContain('"name": "promptreel"');
    }
    expect(failures).toEqual([]);
  });

  test("invalid Unicode (lone surrogates) on every JSON endpoint: 4xx, nothing stored, no free reply", async () => {
    const balance = async () =>
      (
        await sql<{ credits: number }>(
          "SELECT credits_remaining AS credits FROM credit_sessions WHERE email = 'hostile-buyer@example.com' ORDER BY created_at DESC LIMIT 1",
        )
      )[0]?.credits;
    const before = await balance();
    for (const ep of endpoints()) {
      if (!ep.body) continue;
      // JSON.stringify writes a lone surrogate as the escape \ud800: valid JSON, invalid Unicode.
      const poisoned = Object.fromEntries(
        Object.entries(ep.body).map(([k, v]) => [k, typeof v === "string" ? `${v}\ud800` : v]),
      );
      if (!Object.values(ep.body).some((v) => typeof v === "string")) poisoned["\udfff"] = "x";
      const res = await clients[ep.auth].fetch(ep.path, {
        method: ep.method,
        data: JSON.stringify(poisoned),
        headers: { "content-type": "application/json" },
      });
      await check(`${ep.method} ${ep.path} [lone surrogate]`, res);
      const status = res.status();
      if (!(status === 503 || (status >= 400 && status < 500)))
        failures.push(`${ep.method} ${ep.path} [lone surrogate]: accepted with ${status}`);
    }
    const chat = await clients.credit.post("/api/pro-chat", {
      data: '{"message":"A harbor at dawn \\ud800"}',
      headers: { "content-type": "application/json" },
    });
    expect(chat.status()).toBe(400);
    expect(await balance()).toBe(before);
    expect(failures).toEqual([]);
  });

  test("forwarded-header spoofing: the client address is the socket's (TRUSTED_PROXY_HOPS=0)", async ({
    baseURL,
  }) => {
    const marker = `spoof-${Date.now()}`;
    const res = await clients.none.post("/api/feedback", {
      data: { message: `Forwarded header check ${marker}`, feedbackType: "other" },
      headers: {
        origin: baseURL!,
        "x-forwarded-for": "6.6.6.6, 7.7.7.7",
        "x-real-ip": "8.8.8.8",
        "x-promptreel-peer": "9.9.9.9",
        forwarded: "for=10.9.9.9",
      },
    });
    expect(res.status()).toBe(201);
    const [row] = await sql<{ ip: string | null }>(
      "SELECT ip_address AS ip FROM feedback WHERE message LIKE $1",
      [`%${marker}`],
    );
    expect(row.ip).toBe("127.0.0.0");
    // A failed admin login is audited with the real address too.
    await clients.none.post("/api/admin/login", {
      data: { email: `nobody-${marker}@example.com`, password: "wrong password" },
      headers: { origin: baseURL!, "x-forwarded-for": "6.6.6.6" },
    });
    const [log] = await sql<{ ip: string | null }>(
      "SELECT ip_address AS ip FROM admin_logs WHERE admin_email = $1",
      [`nobody-${marker}@example.com`],
    );
    expect(log.ip).toBe("127.0.0.0");
  });

  test("slow bodies: a request whose body never arrives is cut off by the server's body timeout", async ({
    baseURL,
  }) => {
    const url = new URL(baseURL!);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => {
        socket.write(
          "POST /api/feedback HTTP/1.1\r\nHost: " +
            url.host +
            "\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n" +
            '{"message":"slow',
        );
      });
      let data = "";
      socket.on("data", (chunk) => (data += chunk.toString()));
      socket.on("close", () => resolve(data));
      socket.on("error", reject);
      setTimeout(() => {
        socket.destroy();
        resolve(`still open: ${data}`);
      }, 20_000);
    });
    // REQUEST_BODY_TIMEOUT_MS is 4 s in the e2e server (30 s by default).
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(15_000);
    // The server is still serving others.
    expect((await clients.none.get("/api/health")).status()).toBe(200);
  });

  test("page paths and server actions: oversized or undeclared bodies are refused from the headers (24.4)", async ({
    baseURL,
  }) => {
    const url = new URL(baseURL!);
    for (const [request, status] of [
      // 5 MB declared, 3 bytes sent: answered at once, the rest of the body is never awaited.
      [
        `POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: text/plain\r\nContent-Length: 5000000\r\n\r\nabc`,
        413,
      ],
      [
        `POST /generator HTTP/1.1\r\nHost: ${url.host}\r\nNext-Action: 0123abcd\r\nContent-Length: 2000000\r\n\r\n`,
        413,
      ],
      [
        `POST /admin/dashboard HTTP/1.1\r\nHost: ${url.host}\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n`,
        411,
      ],
    ] as const) {
      const started = Date.now();
      const answer = await rawRequest(url, request, 20_000);
      expect(answer, request.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status}`));
      // Well before the 4 s body timeout of the e2e server: not held until the body arrives.
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    // A slow body on a page path is cut off by the body timeout like one on /api/*.
    const slow = await rawRequest(
      url,
      `POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\nslow`,
      20_000,
    );
    expect(slow).toMatch(/^HTTP\/1\.1 408/);
  });

  test("share pages do not render exports on the server (24.2)", async ({ baseURL, page }) => {
    const created = await clients.none.post("/api/share", {
      data: { document: GOLDEN },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const { path } = (await created.json()) as { path: string };
    const html = await (await clients.none.get(path)).text();
    expect(html).toContain('data-testid="shared-json"');
    expect(html).not.toContain('data-testid="export-panel"');
    expect(html).toMatch(/<meta name="robots" content="noindex, ?nofollow"/);
    // In the browser the panel renders as before.
    await page.goto(path);
    await expect(page.getByTestId("export-panel")).toBeVisible();
  });

  test("floods within the limits, quadratic inputs and slow page bodies: the health check stays under 100 ms p99 (24.1, 24.2, 24.4)", async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const url = new URL(baseURL!);
    // A document at the limits: 5 scenes of 40 dialogue lines (200 in all).
    const atLimits = {
      ...GOLDEN,
      scenes: Array.from({ length: 5 }, (_, i) => ({
        ...GOLDEN.scenes[0],
        id: i + 1,
        audio: {
          ...GOLDEN.scenes[0].audio,
          dialogue: Array.from({ length: 40 }, (_, j) => ({
            character: "Maria",
            line: `Line ${j} of the scene.`,
          })),
        },
      })),
    };
    // The quadratic input of finding 1: ~62 kB of "shot shot ..." spread over fields within the document
    // limits (the policy used to cost quadratic work on it; it must be judged, off the event loop, and stored).
    const repetitive = (() => {
      const field = "shot ".repeat(798);
      return {
        ...GOLDEN,
        scenes: [1, 2, 3, 4, 5].map((id) => ({
          ...GOLDEN.scenes[0],
          id,
          description: field,
          notes: field,
          setting: { ...GOLDEN.scenes[0].setting, background_details: field },
        })),
      };
    })();
    expect(JSON.stringify(repetitive).length).toBeGreaterThan(55_000);
    // Warm every route first: a cold server's first requests load code (and start the worker threads),
    // which is not what is measured.
    for (let i = 0; i < 3; i++) {
      await clients.none.get("/api/health");
      await clients.none.post("/api/export", { data: { prompt: atLimits, target: "veo-3.1" } });
      await clients.none.post("/api/generate-scene", { data: { description: "A fox runs through snow." } });
      await clients.none.post("/api/share", { data: { document: GOLDEN }, headers: { origin: baseURL! } });
      await clients.none.post("/api/share", {
        data: { document: repetitive },
        headers: { origin: baseURL! },
      });
    }
    // Ten seconds of floods: enough probes (about 160) that the p99 is not simply the slowest one.
    const until = Date.now() + 10_000;
    const flood = async (fn: () => Promise<unknown>) => {
      while (Date.now() < until) await fn();
    };
    const statuses: number[] = [];
    const work = [
      // Exports at the limits from two clients' worth of connections.
      ...Array.from({ length: 2 }, () =>
        flood(async () => {
          const res = await clients.none.post("/api/export", {
            data: { prompt: atLimits, target: "veo-3.1" },
          });
          statuses.push(res.status());
        }),
      ),
      // Generations and shares.
      flood(async () => {
        const res = await clients.none.post("/api/generate-scene", {
          data: { description: "A fox runs through fresh snow at dawn, then stops to listen.", duration: 8 },
        });
        statuses.push(res.status());
      }),
      flood(async () => {
        const res = await clients.none.post("/api/share", {
          data: { document: GOLDEN },
          headers: { origin: baseURL! },
        });
        statuses.push(res.status());
      }),
      // The quadratic input of finding 1: 62 kB repetitive shares, judged in the compile pool.
      flood(async () => {
        const res = await clients.none.post("/api/share", {
          data: { document: repetitive },
          headers: { origin: baseURL! },
        });
        statuses.push(res.status());
      }),
      // Slow and oversized bodies on page paths, ten at a time.
      ...Array.from({ length: 10 }, (_, i) =>
        rawRequest(
          url,
          i % 2
            ? `POST / HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 900000\r\n\r\n${"a".repeat(1000)}`
            : `POST /generator HTTP/1.1\r\nHost: ${url.host}\r\nContent-Length: 9000000\r\n\r\n`,
          8_000,
        ),
      ),
    ];
    const [answers] = await Promise.all([probeFromOwnProcess(`${baseURL}/api/health`, until), ...work]);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const times = answers.map((a) => a.ms);
    // Every flood ran (how many requests fit in 6 s depends on the machine).
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    expect(
      statuses.every((s) => s === 200 || s === 201),
      statuses.join(","),
    ).toBe(true);
    times.sort((a, b) => a - b);
    const p99 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)];
    console.log(
      `[hostile] health under flood: ${times.length} probes, p50 ${times[Math.floor(times.length / 2)].toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`,
    );
    expect(p99).toBeLessThan(100);
  });

  test("the database holds no half-written or inconsistent rows", async () => {
    expect(
      await sql(
        "SELECT id FROM credit_sessions WHERE created_at >= $1::timestamptz AND (credits_remaining < 0 OR credits_remaining > total_credits)",
        [startedAt],
      ),
    ).toEqual([]);
    // Every balance is the sum of its ledger, and the last ledger row's balanceAfter is the balance.
    expect(
      await sql(
        `SELECT cs.id FROM credit_sessions cs JOIN credit_transactions t ON t.session_id = cs.id
          WHERE cs.created_at >= $1::timestamptz
          GROUP BY cs.id, cs.credits_remaining HAVING sum(t.amount) <> cs.credits_remaining`,
        [startedAt],
      ),
    ).toEqual([]);
    // Rows written during this run (other suites seed some rows dated in the future).
    const since = [startedAt];
    expect(
      await sql(
        "SELECT id FROM feedback WHERE created_at BETWEEN $1::timestamptz AND now() AND (char_length(trim(message)) < 5 OR char_length(message) > 1000 OR rating NOT BETWEEN 1 AND 5)",
        since,
      ),
    ).toEqual([]);
    expect(
      await sql(
        "SELECT id FROM articles WHERE updated_at >= $1::timestamptz AND (char_length(title) NOT BETWEEN 1 AND 200 OR char_length(meta_title) NOT BETWEEN 1 AND 60 OR char_length(meta_description) NOT BETWEEN 1 AND 160 OR char_length(body_content) < 10 OR slug = '')",
        since,
      ),
    ).toEqual([]);
    expect(
      await sql(
        "SELECT id FROM showcase_videos WHERE updated_at >= $1::timestamptz AND (trim(title) = '' OR gif_url = '')",
        since,
      ),
    ).toEqual([]);
    expect(
      await sql(
        "SELECT id FROM pro_chat_conversations WHERE updated_at >= $1::timestamptz AND char_length(title) NOT BETWEEN 1 AND 100",
        since,
      ),
    ).toEqual([]);
    expect(
      await sql(
        "SELECT id FROM prompt_analytics WHERE created_at BETWEEN $1::timestamptz AND now() AND success AND generated_json IS NULL",
        since,
      ),
    ).toEqual([]);
    // The injection strings were stored as data at most: the tables are all still there.
    expect((await sql<{ n: number }>("SELECT count(*)::int AS n FROM users"))[0].n).toBeGreaterThanOrEqual(0);
  });
});
