import "server-only";
import { env } from "@/lib/env";
import { hit, rateLimited, rateLimitsEnabled, refund, type Clock, type LimitKey } from "@/lib/rate-limit";

// Admin login throttling (docs/security-overview.md, finding 7; docs/security.md). Every attempt first RESERVES a slot with one
// atomic INSERT ... ON CONFLICT DO UPDATE ... RETURNING count (lib/rate-limit hit()): there is no
// check-then-act, so 40 concurrent guesses against a limit of 10 get at most 10 password checks. A
// successful login gives its slots back (refund), so only failures use up a limit and the admin
// cannot lock themself out by logging in.
//
// Whom a limit stops (OWASP's device cookie): a browser that logged in successfully before carries a
// signed device cookie for that e-mail (lib/auth/device-cookie.ts); its attempts are limited per
// device. Every other attempt at the e-mail shares the e-mail's "untrusted devices" budget. A stranger
// who knows the e-mail can exhaust that budget, which stops strangers only: the owner's known browser
// still gets in. Each client address also has its own budget, whatever the e-mail.

export const LOGIN_RATE_LIMITED = "Too many login attempts. Please wait a few minutes and try again.";
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed attempts at one e-mail from browsers without its device cookie, per 15 minutes. */
export const UNTRUSTED_FAILURES_PER_EMAIL = 10;
/** Failed attempts from one trusted device (valid device cookie), per 15 minutes. */
export const DEVICE_FAILURES = 10;

const clientRule = () => ({ limit: env().RATE_LIMIT_LOGIN_PER_15MIN, windowMs: LOGIN_WINDOW_MS });
const emailRule = { limit: UNTRUSTED_FAILURES_PER_EMAIL, windowMs: LOGIN_WINDOW_MS };
const deviceRule = { limit: DEVICE_FAILURES, windowMs: LOGIN_WINDOW_MS };

/** One reserved login attempt: give it back on success (release), keep it on failure. */
export type LoginAttempt = { release(): Promise<void> };

/**
 * Reserves one attempt for this client and, by the device's standing, for the device (`device`: the
 * id of a valid device cookie for this e-mail) or the e-mail's untrusted budget. 429 (with
 * Retry-After) when a budget is used up; nothing reserved then is kept.
 */
export async function reserveLoginAttempt(
  email: string,
  client: string,
  device: string | null,
  clock: Clock = Date.now,
): Promise<LoginAttempt> {
  if (!rateLimitsEnabled()) return { release: async () => {} };
  const normalised = email.trim().toLowerCase();
  const reservations: [LimitKey, { limit: number; windowMs: number }][] = [
    [["login:client", client], clientRule()],
    device ? [["login:device", device], deviceRule] : [["login:email-untrusted", normalised], emailRule],
  ];
  const taken: typeof reservations = [];
  const release = async () => {
    for (const [key, rule] of taken) await refund(key, rule, clock);
  };
  for (const [key, rule] of reservations) {
    const result = await hit(key, rule, clock);
    taken.push([key, rule]);
    if (!result.allowed) {
      // Over the limit: this attempt is not checked, and it does not stretch the other budgets.
      await release();
      throw rateLimited(LOGIN_RATE_LIMITED, result.retryAfterSeconds);
    }
  }
  return { release };
}
