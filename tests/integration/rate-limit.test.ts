import { afterEach, describe, expect, it } from "vitest";
import {
  LOGIN_RATE_LIMITED,
  reserveLoginAttempt,
  UNTRUSTED_FAILURES_PER_EMAIL,
} from "@/lib/auth/login-throttle";
import { db } from "@/lib/db/client";
import { bucketKey, enforceRateLimit, hit, type LimitKey } from "@/lib/rate-limit";

// The one rate-limit helper. Every test pins the clock (a parameter of the helper) in the middle of
// a window, so none depends on when the minute boundary falls.
const MID_WINDOW = Date.UTC(2026, 0, 1, 12, 0, 30);
const at = (ms: number) => () => ms;
const uniqueKey = (scope: string): LimitKey => [scope, `${Date.now()}:${Math.random()}`];

describe("rate limit (Postgres-backed)", () => {
  afterEach(() => {
    process.env.RATE_LIMITS = "on";
  });

  it("counts hits per key and window, shared through the database", async () => {
    const key = uniqueKey("t1");
    const rule = { limit: 3, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => hit(key, rule, at(MID_WINDOW))));
    expect(results.map((r) => r.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    // Over the limit, the result carries the Retry-After header: 30 s to the end of the window.
    expect(results.find((r) => !r.allowed)?.headers).toEqual({ "Retry-After": "30" });
    // The next window starts afresh.
    expect((await hit(key, rule, at(MID_WINDOW + 60_000))).count).toBe(1);
  });

  it("throws 429 with Retry-After over the limit", async () => {
    const key = uniqueKey("t2");
    const rule = { limit: 1, windowMs: 60_000 };
    await enforceRateLimit(key, rule, undefined, at(MID_WINDOW));
    await expect(enforceRateLimit(key, rule, undefined, at(MID_WINDOW + 10_000))).rejects.toMatchObject({
      code: "rate_limited",
      headers: { "Retry-After": "20" },
    });
  });

  it("stores client values only as keyed hashes (finding 13)", async () => {
    const email = `someone-${Date.now()}@example.com`;
    await hit(["t3:email", email], { limit: 5, windowMs: 60_000 }, at(MID_WINDOW));
    const rows = await db().rateLimitBucket.findMany({ where: { key: { startsWith: "t3:email:" } } });
    expect(rows.some((r) => r.key.includes(email))).toBe(false);
    expect(bucketKey(["t3:email", email])).toMatch(/^t3:email:[0-9a-f]{32}$/);
    // Keyed with the server's secret: a plain hash of the value is not what is stored.
    const { createHash } = await import("node:crypto");
    expect(bucketKey(["t3:email", email])).not.toContain(
      createHash("sha256").update(email).digest("hex").slice(0, 32),
    );
  });
});

describe("admin login throttle (findings 7 and 24.3)", () => {
  const email = () => `admin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const rule = Number(process.env.RATE_LIMIT_LOGIN_PER_15MIN ?? 10);

  it("reserves attempts atomically: concurrent attempts beyond the limit are refused, not checked", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => reserveLoginAttempt(email(), client, null, at(MID_WINDOW))),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(rule);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "rate_limited", message: LOGIN_RATE_LIMITED },
    });
    // Another client is not affected.
    await expect(reserveLoginAttempt(email(), "192.0.2.77", null, at(MID_WINDOW))).resolves.toBeDefined();
  });

  it("a released (successful) attempt gives its slots back", async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < rule * 2; i++)
      await (await reserveLoginAttempt(email(), client, null, at(MID_WINDOW))).release();
    await expect(reserveLoginAttempt(email(), client, null, at(MID_WINDOW))).resolves.toBeDefined();
  });

  it("strangers use up the e-mail's untrusted budget; a trusted device keeps its own", async () => {
    const target = email();
    for (let i = 0; i < UNTRUSTED_FAILURES_PER_EMAIL; i++)
      await reserveLoginAttempt(target, `198.51.100.${i}`, null, at(MID_WINDOW));
    await expect(reserveLoginAttempt(target, "192.0.2.1", null, at(MID_WINDOW))).rejects.toMatchObject({
      code: "rate_limited",
    });
    await expect(reserveLoginAttempt(target, "192.0.2.1", "device-1", at(MID_WINDOW))).resolves.toBeDefined();
    // The next window starts afresh.
    await expect(
      reserveLoginAttempt(target, "192.0.2.1", null, at(MID_WINDOW + 15 * 60_000)),
    ).resolves.toBeDefined();
  });
});
