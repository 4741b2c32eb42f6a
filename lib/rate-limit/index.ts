import "server-only";
import crypto from "node:crypto";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";

// THE rate-limit helper: every limit in the product goes through here. Counts live in Postgres
// (rate_limit_buckets) so every instance shares them; client identities (IPs, e-mails, sessions) are
// stored only as keyed hashes (HMAC with AUTH_SECRET), never in the clear; the clock is a parameter
// so tests pin the window instead of racing the minute boundary; answers carry Retry-After.

export type RateLimitRule = { limit: number; windowMs: number };
/** One limited identity: the limit's scope ("login:email") and the raw client value (hashed here). */
export type LimitKey = readonly [scope: string, id: string];
export type Clock = () => number;
export type LimitResult = {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
  headers: Record<string, string>;
};

export const DEFAULT_LIMIT_MESSAGE = "Too many requests. Please wait a moment and try again.";

/** Whether burst limits apply (RATE_LIMITS=off turns every one of them off, for load tests). */
export function rateLimitsEnabled(): boolean {
  return env().RATE_LIMITS !== "off";
}

/** The stored bucket key: the scope in the clear, the client value as a keyed hash. */
export function bucketKey([scope, id]: LimitKey): string {
  const secret = env().AUTH_SECRET ?? "promptreel-rate-limit";
  const digest = crypto.createHmac("sha256", `promptreel:rate-limit:${secret}`).update(id).digest("hex");
  return `${scope}:${digest.slice(0, 32)}`;
}

const retryHeaders = (seconds: number) => ({ "Retry-After": String(seconds) });

function windowOf(rule: RateLimitRule, now: number) {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  const expiresAt = new Date(windowStart.getTime() + rule.windowMs);
  return {
    windowStart,
    expiresAt,
    retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000)),
  };
}

/** Counts one hit for `key` in its current fixed window and says whether it is within the limit. */
export async function hit(key: LimitKey, rule: RateLimitRule, clock: Clock = Date.now): Promise<LimitResult> {
  const now = clock();
  const { windowStart, expiresAt, retryAfterSeconds } = windowOf(rule, now);
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, window_start, count, expires_at)
    VALUES (${bucketKey(key)}, ${windowStart}, 1, ${expiresAt})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  const count = Number(rows[0]?.count ?? 1);
  // Expired buckets are swept now and then by whoever passes by.
  if (Math.random() < 0.01)
    await db().$executeRaw`DELETE FROM rate_limit_buckets WHERE expires_at < ${new Date(now)}`.catch(() => 0);
  const allowed = count <= rule.limit;
  return { allowed, count, retryAfterSeconds, headers: allowed ? {} : retryHeaders(retryAfterSeconds) };
}

/**
 * Gives back one hit counted by hit() in the current window (a reservation that turned out not to
 * count, e.g. a successful login). Never below zero.
 */
export async function refund(key: LimitKey, rule: RateLimitRule, clock: Clock = Date.now): Promise<void> {
  const { windowStart } = windowOf(rule, clock());
  await db().$executeRaw`
    UPDATE rate_limit_buckets SET count = count - 1
    WHERE key = ${bucketKey(key)} AND window_start = ${windowStart} AND count > 0`;
}

/** The 429 every limit answers with. */
export function rateLimited(message: string, retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", message, { headers: retryHeaders(retryAfterSeconds) });
}

/**
 * Throws a 429 AppError (with Retry-After) when any key is over its limit. Every key is counted, so
 * a request can be limited both per client and per e-mail.
 */
export async function enforceRateLimit(
  keys: LimitKey | readonly LimitKey[],
  rule: RateLimitRule,
  message = DEFAULT_LIMIT_MESSAGE,
  clock: Clock = Date.now,
): Promise<void> {
  if (!rateLimitsEnabled()) return;
  const list = (typeof keys[0] === "string" ? [keys] : keys) as readonly LimitKey[];
  for (const key of list) {
    const result = await hit(key, rule, clock);
    if (!result.allowed) throw rateLimited(message, result.retryAfterSeconds);
  }
}
