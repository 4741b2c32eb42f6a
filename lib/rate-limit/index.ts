import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

export type RateLimitRule = { limit: number; windowMs: number };

/** Whether burst limits apply (RATE_LIMITS=off turns every one of them off, for load tests). */
export function rateLimitsEnabled(): boolean {
  return env().RATE_LIMITS !== "off";
}

/**
 * Counts one hit for `key` in the current fixed window, in Postgres so that every instance shares
 * the count. Returns whether the hit is allowed and how long until the window ends.
 */
export async function hit(
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, window_start, count, expires_at)
    VALUES (${key}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  const count = Number(rows[0]?.count ?? 1);
  // Expired buckets are swept now and then by whoever passes by.
  if (Math.random() < 0.01)
    await db().$executeRaw`DELETE FROM rate_limit_buckets WHERE expires_at < ${new Date(now)}`.catch(() => 0);
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
}

/**
 * Throws a 429 AppError (with Retry-After) when `key` is over its limit. Every key is checked, so a
 * request can be limited both per client and per e-mail.
 */
export async function enforceRateLimit(
  keys: string | string[],
  rule: RateLimitRule,
  message = "Too many requests. Please wait a moment and try again.",
): Promise<void> {
  if (!rateLimitsEnabled()) return;
  for (const key of Array.isArray(keys) ? keys : [keys]) {
    const result = await hit(key, rule);
    if (!result.allowed) {
      throw new AppError("rate_limited", message, {
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    }
  }
}
