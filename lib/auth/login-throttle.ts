import "server-only";
import { env } from "@/lib/env";
import {
  blockUntil,
  blockedFor,
  hit,
  peek,
  rateLimited,
  rateLimitsEnabled,
  type Clock,
  type LimitKey,
} from "@/lib/rate-limit";

// Admin login throttling (docs/security-overview.md, finding 7). Only FAILURES count, so a successful login never
// uses up the limit and nobody can lock the admin out by logging in. Per client: at most
// RATE_LIMIT_LOGIN_PER_15MIN failures in 15 minutes. Per e-mail: a few free failures in a short
// window, then an exponential back-off (1 s, 2 s, 4 s ... at most 15 min) instead of a hard wall,
// so a stranger's guesses delay the admin by seconds, not a quarter of an hour.

export const LOGIN_RATE_LIMITED = "Too many login attempts. Please wait a few minutes and try again.";
export const FREE_FAILURES_PER_EMAIL = 5;
export const EMAIL_FAILURE_WINDOW_MS = 5 * 60_000;
export const MAX_BACKOFF_MS = 15 * 60_000;

const clientRule = () => ({ limit: env().RATE_LIMIT_LOGIN_PER_15MIN, windowMs: 15 * 60_000 });
const emailRule = { limit: FREE_FAILURES_PER_EMAIL, windowMs: EMAIL_FAILURE_WINDOW_MS };
const keys = (email: string, client: string) => ({
  client: ["login-fail:client", client] as LimitKey,
  email: ["login-fail:email", email] as LimitKey,
});

/** The back-off after `failures` failures within the e-mail's window (0 while still free). */
export function backoffMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_EMAIL) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES_PER_EMAIL), MAX_BACKOFF_MS);
}

/** 429 (with Retry-After) when this client failed too often, or the e-mail is backing off. */
export async function assertLoginAllowed(email: string, client: string, clock: Clock = Date.now) {
  if (!rateLimitsEnabled()) return;
  const k = keys(email, client);
  const byClient = await peek(k.client, clientRule(), clock);
  if (!byClient.allowed) throw rateLimited(LOGIN_RATE_LIMITED, byClient.retryAfterSeconds);
  const wait = await blockedFor(k.email, clock);
  if (wait > 0) throw rateLimited(LOGIN_RATE_LIMITED, wait);
}

/** Counts a failed login for the client and the e-mail, and starts the e-mail's back-off. */
export async function recordLoginFailure(email: string, client: string, clock: Clock = Date.now) {
  if (!rateLimitsEnabled()) return;
  const k = keys(email, client);
  await hit(k.client, clientRule(), clock);
  const byEmail = await hit(k.email, emailRule, clock);
  const wait = backoffMs(byEmail.count);
  if (wait > 0) await blockUntil(k.email, new Date(clock() + wait));
}
