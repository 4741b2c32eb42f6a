import { afterEach, describe, expect, it } from "vitest";
import { enforceRateLimit, hit } from "@/lib/rate-limit";

describe("rate limit (Postgres-backed)", () => {
  afterEach(() => {
    process.env.RATE_LIMITS = "on";
  });

  it("counts hits per key and window, shared through the database", async () => {
    const key = `t:${Date.now()}:${Math.random()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => hit(key, rule)));
    expect(results.map((r) => r.count).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it("throws 429 with Retry-After over the limit", async () => {
    const key = `t2:${Date.now()}:${Math.random()}`;
    const rule = { limit: 1, windowMs: 60_000 };
    await enforceRateLimit(key, rule);
    await expect(enforceRateLimit(key, rule)).rejects.toMatchObject({
      code: "rate_limited",
      headers: { "Retry-After": expect.stringMatching(/^\d+$/) },
    });
  });
});
