import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as stats } from "@/app/api/admin/stats/route";
import { GET as users } from "@/app/api/admin/users/route";
import { GET as transactions } from "@/app/api/admin/transactions/route";
import { GET as logs } from "@/app/api/admin/logs/route";
import { POST as giftCredits } from "@/app/api/admin/gift-credits/route";
import { PUT as suspendUser } from "@/app/api/admin/suspend-user/route";
import { PUT as activateUser } from "@/app/api/admin/activate-user/route";
import { GET as analytics } from "@/app/api/analytics/route";
import { GET as admins } from "@/app/api/admin/admins/route";
import { PUT as deactivateAdmin } from "@/app/api/admin/deactivate-admin/route";
import { PUT as reactivateAdmin } from "@/app/api/admin/reactivate-admin/route";
import { GET as shares } from "@/app/api/admin/shares/route";
import { PUT as takeDownShare } from "@/app/api/admin/take-down-share/route";
import { POST as login } from "@/app/api/admin/login/route";
import { db } from "@/lib/db/client";
import { recordCreditChange, spendCredits } from "@/lib/credits/ledger";
import { createCreditSession } from "@/lib/credits/session";
import { adminCookies, createAdmin } from "../support/admin";
import { callRoute } from "../support/route-call";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
const mail = (label: string) => `${unique(label)}@example.com`;

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, never>> }) => Promise<Response>;
type AdminRoute = { name: string; handler: Handler; method: string; body?: unknown };
const ROUTES: AdminRoute[] = [
  { name: "GET /api/admin/stats", handler: stats, method: "GET" },
  { name: "GET /api/admin/users", handler: users, method: "GET" },
  { name: "GET /api/admin/transactions", handler: transactions, method: "GET" },
  { name: "GET /api/admin/logs", handler: logs, method: "GET" },
  {
    name: "POST /api/admin/gift-credits",
    handler: giftCredits,
    method: "POST",
    body: { email: "x@example.com", amount: 5 },
  },
  {
    name: "PUT /api/admin/suspend-user",
    handler: suspendUser,
    method: "PUT",
    body: { email: "x@example.com" },
  },
  {
    name: "PUT /api/admin/activate-user",
    handler: activateUser,
    method: "PUT",
    body: { email: "x@example.com" },
  },
  { name: "GET /api/analytics", handler: analytics, method: "GET" },
  { name: "GET /api/admin/admins", handler: admins, method: "GET" },
  {
    name: "PUT /api/admin/deactivate-admin",
    handler: deactivateAdmin,
    method: "PUT",
    body: { email: "nobody-admin@example.com" },
  },
  {
    name: "PUT /api/admin/reactivate-admin",
    handler: reactivateAdmin,
    method: "PUT",
    body: { email: "nobody-admin@example.com" },
  },
  { name: "GET /api/admin/shares", handler: shares, method: "GET" },
  {
    name: "PUT /api/admin/take-down-share",
    handler: takeDownShare,
    method: "PUT",
    body: { id: "AAAAAAAAAAAAAAAAAAAAAA" },
  },
];

let admin: { email: string; password: string };
let cookies: Record<string, string>;

beforeAll(async () => {
  admin = await createAdmin();
  cookies = await adminCookies(admin);
});

const get = (handler: AdminRoute["handler"], path = "/", c = cookies) =>
  callRoute(handler, { method: "GET", path, cookies: c });
const send = (handler: AdminRoute["handler"], method: string, body: unknown, c = cookies) =>
  callRoute(handler, { method, body, cookies: c });

describe("admin API access", () => {
  it.each(ROUTES)("$name refuses without a session (401 JSON)", async (r) => {
    const res = await callRoute(r.handler, { method: r.method, body: r.body });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Authentication required" });
  });

  it.each(ROUTES)("$name refuses a deactivated admin's session", async (r) => {
    const who = await createAdmin();
    const c = await adminCookies(who);
    expect((await callRoute(r.handler, { method: r.method, body: r.body, cookies: c })).status).not.toBe(401);
    await db().adminUser.update({ where: { email: who.email }, data: { isActive: false } });
    const res = await callRoute(r.handler, { method: r.method, body: r.body, cookies: c });
    expect(res.status).toBe(401);
  });

  it("without a session cookie every admin route itself answers 401 (the proxy does not run for /api)", async () => {
    for (const r of ROUTES) {
      const res = await callRoute(r.handler, { method: r.method, body: r.body });
      expect(res.status, r.name).toBe(401);
      expect(res.json, r.name).toEqual({ message: "Authentication required" });
    }
  });

  it("login is rate-limited per client too (different e-mails, one IP)", async () => {
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await callRoute(login, {
            body: { email: mail(`rl${i}`), password: "bad" },
            headers: { "x-forwarded-for": ip },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("mutations from another origin are refused", async () => {
    const res = await callRoute(giftCredits, {
      body: { email: mail("xo"), amount: 5 },
      cookies,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});

describe("gift credits", () => {
  it("creates a credit session for a new e-mail, then adds to it; writes transactions and logs", async () => {
    const email = mail("gift");
    const first = await send(giftCredits, "POST", {
      email: `  ${email.toUpperCase()} `,
      amount: 25,
      description: "Welcome",
    });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({
      success: true,
      email,
      credits: 25,
      balance: 25,
      createdSession: true,
    });
    const sessions = await db().creditSession.findMany({ where: { email } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ creditsRemaining: 25, totalCredits: 25 });

    const second = await send(giftCredits, "POST", { email, amount: 5 });
    expect(second.json).toMatchObject({
      credits: 5,
      balance: 30,
      createdSession: false,
      sessionId: sessions[0].id,
    });
    expect(await db().creditSession.count({ where: { email } })).toBe(1);

    const txs = await db().creditTransaction.findMany({ where: { email }, orderBy: { createdAt: "asc" } });
    expect(txs.map((t) => [t.transactionType, t.amount, t.balanceAfter, t.description])).toEqual([
      ["gift", 25, 25, "Welcome"],
      ["gift", 5, 30, "Admin credit gift"],
    ]);
    const entries = await db().adminLog.findMany({
      where: { targetEmail: email, action: "gift_credits" },
      orderBy: { createdAt: "asc" },
    });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ adminEmail: admin.email, ipAddress: "203.0.113.0" });
    expect(entries[0].details).toMatchObject({ amount: 25, description: "Welcome", createdSession: true });
    // The ledger keeps the profile: the user appears in the users list.
    const list = await get(users, `/api/admin/users?search=${encodeURIComponent(email)}`);
    expect(list.json).toEqual([
      expect.objectContaining({ email, currentCredits: 30, accountStatus: "active" }),
    ]);
  });

  it("adds to the session that PROVED the e-mail, never to one that only typed it (finding 2)", async () => {
    const email = mail("pack");
    const { session: proven } = await createCreditSession({ email });
    await db().creditSession.update({
      where: { id: proven.id },
      data: { createdAt: new Date(Date.now() - 86_400_000), emailVerifiedAt: new Date() },
    });
    // Someone else paid with this e-mail later: their session carries it, unproven.
    const { session: typed } = await createCreditSession({ email });
    const res = await send(giftCredits, "POST", { email, packType: "standard" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ credits: 50, sessionId: proven.id, createdSession: false });
    const tx = await db().creditTransaction.findFirstOrThrow({ where: { sessionId: proven.id } });
    expect(tx).toMatchObject({ transactionType: "gift", amount: 50, packType: "standard" });
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: typed.id } })).creditsRemaining).toBe(
      0,
    );
  });

  it("without a proven session, a gift waits in one pending session, even when two arrive at once", async () => {
    const email = mail("pending");
    const { session: typed } = await createCreditSession({ email });
    const results = await Promise.all([
      send(giftCredits, "POST", { email, amount: 5 }),
      send(giftCredits, "POST", { email, amount: 7 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const sessions = await db().creditSession.findMany({ where: { email, NOT: { id: typed.id } } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ creditsRemaining: 12, emailVerifiedAt: null });
    expect(results.map((r) => r.json.createdSession).sort()).toEqual([false, true]);
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: typed.id } })).creditsRemaining).toBe(
      0,
    );
  });

  it.each([
    [{ email: "a@example.com", amount: 0 }, "Amount must be a whole number from 1 to 1000."],
    [{ email: "a@example.com", amount: 1001 }, "Amount must be a whole number from 1 to 1000."],
    [{ email: "a@example.com", amount: 2.5 }, "Amount must be a whole number from 1 to 1000."],
    [{ email: "a@example.com", amount: "10" }, "Amount must be a whole number from 1 to 1000."],
    [{ email: "not-an-email", amount: 10 }, "Please enter a valid email address."],
    [{ amount: 10 }, "Please enter a valid email address."],
    [
      { email: "a@example.com", packType: "gold" },
      "Missing information: Please enter both email and pack type",
    ],
    [{ email: " ", packType: "basic" }, "Missing information: Please enter both email and pack type"],
    ["{oops", "Request body must be valid JSON."],
  ])("refuses a bad gift body %j with 400", async (body, message) => {
    const before = await db().creditTransaction.count();
    const res = await send(giftCredits, "POST", body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message });
    expect(await db().creditTransaction.count()).toBe(before);
  });
});

describe("suspend and activate", () => {
  it("a suspended user's credit sessions cannot spend; activation restores spending; both are logged", async () => {
    const email = mail("suspend");
    const { session } = await createCreditSession({ email });
    await recordCreditChange({ sessionId: session.id, type: "gift", amount: 3 });

    const res = await send(suspendUser, "PUT", { email });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, email, accountStatus: "suspended" });
    await expect(spendCredits(session.id)).rejects.toMatchObject({ code: "forbidden" });
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: session.id } })).creditsRemaining).toBe(
      3,
    );
    expect((await get(users, `/api/admin/users?search=${email}`)).json[0]).toMatchObject({
      accountStatus: "suspended",
    });

    expect((await send(activateUser, "PUT", { email })).json).toEqual({
      success: true,
      email,
      accountStatus: "active",
    });
    await expect(spendCredits(session.id)).resolves.toMatchObject({ balance: 2 });

    const actions = (
      await db().adminLog.findMany({ where: { targetEmail: email }, orderBy: { createdAt: "asc" } })
    ).map((l) => [l.action, l.adminEmail]);
    expect(actions).toEqual([
      ["suspend_user", admin.email],
      ["activate_user", admin.email],
    ]);
  });

  it("404 for an unknown user, 400 for a bad body", async () => {
    expect((await send(suspendUser, "PUT", { email: mail("ghost") })).status).toBe(404);
    expect((await send(suspendUser, "PUT", {})).status).toBe(400);
    expect((await send(activateUser, "PUT", { email: "nope" })).json).toEqual({
      message: "Please enter a valid email address.",
    });
  });
});

describe("stats", () => {
  it("match hand-computed figures on seeded data", async () => {
    const before = (await get(stats)).json as unknown as Record<string, number>;
    const dayMs = 86_400_000;
    const now = Date.now();
    const [a, b, c] = [mail("st-a"), mail("st-b"), mail("st-c")];
    // a: new this week, active; b: joined 10 days ago, active 2 days ago; c: joined 60 days ago, last seen 40 days ago.
    await db().userProfile.create({
      data: { email: a, totalCreditsUsed: 4, lastActiveAt: new Date(now - dayMs) },
    });
    await db().userProfile.create({
      data: {
        email: b,
        totalCreditsUsed: 6,
        lastActiveAt: new Date(now - 2 * dayMs),
        createdAt: new Date(now - 10 * dayMs),
      },
    });
    await db().userProfile.create({
      data: {
        email: c,
        totalCreditsUsed: 1,
        lastActiveAt: new Date(now - 40 * dayMs),
        createdAt: new Date(now - 60 * dayMs),
      },
    });
    const sa = await db().creditSession.create({
      data: { sessionToken: unique("tok"), email: a, totalCredits: 20, creditsRemaining: 16 },
    });
    const sb = await db().creditSession.create({
      data: { sessionToken: unique("tok"), email: b, totalCredits: 70, creditsRemaining: 64 },
    });
    const startOfMonth = new Date(new Date().getFullYear(), new Date().getMonth(), 1);
    await db().creditTransaction.createMany({
      data: [
        {
          sessionId: sa.id,
          email: a,
          transactionType: "purchase",
          amount: 20,
          packType: "basic",
          balanceAfter: 20,
          createdAt: new Date(Math.max(now - 1000, startOfMonth.getTime() + 1000)),
        },
        {
          sessionId: sb.id,
          email: b,
          transactionType: "purchase",
          amount: 50,
          packType: "standard",
          balanceAfter: 50,
          createdAt: new Date(Math.max(now - 2000, startOfMonth.getTime() + 1000)),
        },
        { sessionId: sb.id, email: b, transactionType: "gift", amount: 20, balanceAfter: 70 },
        // Last month: not this month's revenue.
        {
          sessionId: sb.id,
          email: b,
          transactionType: "purchase",
          amount: 125,
          packType: "premium",
          balanceAfter: 195,
          createdAt: new Date(startOfMonth.getTime() - 5 * dayMs),
        },
      ],
    });
    await db().proChatConversation.createMany({
      data: [{ sessionId: sa.id }, { sessionId: sb.id }, { sessionId: sb.id }],
    });
    await db().promptAnalytics.createMany({
      data: Array.from({ length: 7 }, (_, i) => ({ promptText: `p${i}`, promptLength: 2, success: i !== 0 })),
    });

    const after = (await get(stats)).json as unknown as Record<string, number>;
    const delta = Object.fromEntries(
      Object.keys(after).map((k) => [k, Math.round((after[k] - before[k]) * 100) / 100]),
    );
    expect(delta).toEqual({
      totalUsers: 3,
      newUsersThisWeek: 1,
      totalCreditsIssued: 90,
      totalCreditsUsed: 11,
      totalConversations: 3,
      totalPrompts: 7,
      revenueThisMonth: 17, // $5 basic + $12 standard
      activeUsers: 2,
    });
  });
});

describe("lists", () => {
  it("users: search by e-mail, first or last name; bounded pages with limit and offset, newest first", async () => {
    const tag = unique("pg").replace(/[^a-z0-9]/g, "");
    const base = Date.now() - 100_000;
    await db().userProfile.createMany({
      data: Array.from({ length: 55 }, (_, i) => ({
        email: `${tag}-${String(i).padStart(2, "0")}@example.com`,
        createdAt: new Date(base + i * 1000),
      })),
    });
    await db().userProfile.create({
      data: { email: mail("named"), firstName: `Zed${tag}`, lastName: "Quux" },
    });
    await db().userProfile.create({
      data: { email: mail("named"), firstName: "Amy", lastName: `Lee${tag}` },
    });

    const all = await get(users, `/api/admin/users?search=${tag}`);
    expect(all.status).toBe(200);
    expect(Array.isArray(all.json)).toBe(true);
    expect(all.json).toHaveLength(50); // the default page
    const page1 = (await get(users, `/api/admin/users?search=${tag}-&limit=20`)).json as unknown as {
      email: string;
    }[];
    const page3 = (await get(users, `/api/admin/users?search=${tag}-&limit=20&offset=40`))
      .json as unknown as { email: string }[];
    expect(page1).toHaveLength(20);
    expect(page3).toHaveLength(15);
    expect(page1[0].email).toBe(`${tag}-54@example.com`);
    expect(page3.at(-1)?.email).toBe(`${tag}-00@example.com`);
    expect((await get(users, `/api/admin/users?search=zed${tag}`)).json).toEqual([
      expect.objectContaining({ firstName: `Zed${tag}`, lastName: "Quux" }),
    ]);
    expect((await get(users, `/api/admin/users?search=LEE${tag}`)).json).toEqual([
      expect.objectContaining({ firstName: "Amy" }),
    ]);
    // LIKE wildcards in the term are literal.
    expect((await get(users, `/api/admin/users?search=${tag}%25`)).json).toEqual([]);
    const record = page1[0] as unknown as Record<string, unknown>;
    expect(Object.keys(record).sort()).toEqual(
      [
        "accountStatus",
        "createdAt",
        "currentCredits",
        "email",
        "firstName",
        "id",
        "lastActiveAt",
        "lastName",
        "totalConversations",
        "totalCreditsEverPurchased",
        "totalCreditsUsed",
        "totalPrompts",
      ].sort(),
    );
  });

  it("refuses bad paging parameters with 400", async () => {
    for (const q of ["limit=0", "limit=201", "limit=abc", "offset=-1", "limit=2.5"]) {
      const res = await get(users, `/api/admin/users?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.json.message).toBe("string");
    }
  });

  it("transactions: the admin view's shape, newest first, paginated, filtered by e-mail", async () => {
    const email = mail("txlist");
    const { session } = await createCreditSession({ email });
    for (const amount of [10, 20, 30])
      await recordCreditChange({ sessionId: session.id, type: "gift", amount, description: `g${amount}` });
    await spendCredits(session.id);
    const first = (await get(transactions, `/api/admin/transactions?search=${email}&limit=2`))
      .json as unknown as Record<string, unknown>[];
    const rest = (await get(transactions, `/api/admin/transactions?search=${email}&limit=2&offset=2`))
      .json as unknown as Record<string, unknown>[];
    // The spec's types (purchase, gift, other) with the ledger's stored kind beside them.
    expect([...first, ...rest].map((t) => [t.transaction_type, t.detail, t.amount, t.balance_after])).toEqual(
      [
        ["other", "usage", -1, 59],
        ["gift", "gift", 30, 60],
        ["gift", "gift", 20, 30],
        ["gift", "gift", 10, 10],
      ],
    );
    expect(Object.keys(first[0]).sort()).toEqual([
      "amount",
      "balance_after",
      "created_at",
      "description",
      "detail",
      "email",
      "id",
      "transaction_type",
    ]);
  });

  it("logs: the admin view's shape with metadata, newest first, paginated", async () => {
    const email = mail("loglist");
    await send(giftCredits, "POST", { email, amount: 7 });
    await send(suspendUser, "PUT", { email });
    const page = (await get(logs, `/api/admin/logs?search=${email}&limit=1`)).json as unknown as Record<
      string,
      unknown
    >[];
    expect(page).toEqual([
      expect.objectContaining({
        admin_email: admin.email,
        action: "suspend_user",
        target_email: email,
        metadata: { accountStatus: "suspended" },
      }),
    ]);
    const next = (await get(logs, `/api/admin/logs?search=${email}&limit=1&offset=1`))
      .json as unknown as Record<string, unknown>[];
    expect(next).toEqual([
      expect.objectContaining({ action: "gift_credits", metadata: expect.objectContaining({ amount: 7 }) }),
    ]);
    expect(Object.keys(page[0]).sort()).toEqual([
      "action",
      "admin_email",
      "created_at",
      "id",
      "metadata",
      "target_email",
    ]);
  });
});

describe("analytics", () => {
  it("answers the spec's analytics shape with totals, categories and the recent lists", async () => {
    const before = (await get(analytics)).json as unknown as {
      totalPrompts: number;
      successfulPrompts: number;
      categoryStats: { category: string; count: number }[];
    };
    const cat = unique("cat");
    const t0 = Date.now() + 60_000; // newer than anything else in the database
    await db().promptAnalytics.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        promptText: `prompt ${cat} ${i}`,
        promptLength: 10,
        category: i < 4 ? cat : null,
        success: i % 5 !== 0,
        createdAt: new Date(t0 + i * 1000),
      })),
    });
    await db().feedback.createMany({
      data: Array.from({ length: 12 }, (_, i) => ({
        feedbackType: "feature_request",
        message: `feedback ${cat} ${i}`,
        rating: (i % 5) + 1,
        createdAt: new Date(t0 + i * 1000),
      })),
    });
    const res = await get(analytics);
    expect(res.status).toBe(200);
    const body = res.json as unknown as {
      totalPrompts: number;
      successfulPrompts: number;
      categoryStats: { category: string; count: number }[];
      recentPrompts: Record<string, unknown>[];
      recentFeedback: Record<string, unknown>[];
    };
    expect(body.totalPrompts - before.totalPrompts).toBe(25);
    expect(body.successfulPrompts - before.successfulPrompts).toBe(20);
    expect(body.categoryStats).toContainEqual({ category: cat, count: 4 });
    expect(body.recentPrompts).toHaveLength(20);
    expect(body.recentPrompts[0]).toMatchObject({ promptText: `prompt ${cat} 24`, success: true });
    expect(Object.keys(body.recentPrompts[0]).sort()).toEqual([
      "category",
      "createdAt",
      "description",
      "duration",
      "errorMessage",
      "id",
      "processingTimeMs",
      "promptText",
      "success",
      "title",
    ]);
    expect(body.recentFeedback).toHaveLength(10);
    expect(body.recentFeedback[0]).toMatchObject({
      feedbackType: "feature_request",
      message: `feedback ${cat} 11`,
      rating: 2,
    });
    expect(Object.keys(body.recentFeedback[0]).sort()).toEqual([
      "createdAt",
      "feedbackType",
      "id",
      "message",
      "rating",
    ]);
  });
});
