import { afterEach, describe, expect, it } from "vitest";
import { assertLoginAllowed, backoffMs, recordLoginFailure } from "@/lib/auth/login-throttle";
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

describe("admin login throttle (finding 7)", () => {
  const email = () => `admin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

  it("a stranger's failures only back the e-mail off exponentially, never a 15-minute wall", async () => {
    const target = email();
    for (let i = 0; i < 4; i++) await recordLoginFailure(target, `198.51.100.${i}`, at(MID_WINDOW));
    await expect(assertLoginAllowed(target, "192.0.2.1", at(MID_WINDOW))).resolves.toBeUndefined();
    await recordLoginFailure(target, "198.51.100.9", at(MID_WINDOW)); // the 5th: 1 s back-off
    await expect(assertLoginAllowed(target, "192.0.2.1", at(MID_WINDOW))).rejects.toMatchObject({
      code: "rate_limited",
      headers: { "Retry-After": "1" },
    });
    await expect(assertLoginAllowed(target, "192.0.2.1", at(MID_WINDOW + 1000))).resolves.toBeUndefined();
    expect([5, 6, 7, 10, 30].map(backoffMs)).toEqual([1000, 2000, 4000, 32_000, 15 * 60_000]);
  });

  it("failures are counted per client: one client is stopped without locking the e-mail for others", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const rule = Number(process.env.RATE_LIMIT_LOGIN_PER_15MIN ?? 10);
    for (let i = 0; i < rule; i++) await recordLoginFailure(email(), client, at(MID_WINDOW));
    await expect(assertLoginAllowed(email(), client, at(MID_WINDOW))).rejects.toMatchObject({
      code: "rate_limited",
    });
    await expect(assertLoginAllowed(email(), "192.0.2.77", at(MID_WINDOW))).resolves.toBeUndefined();
  });
});
