import "server-only";
import { env } from "@/lib/env";
import { enforceRateLimit } from "@/lib/rate-limit";

export const FEEDBACK_RATE_LIMITED = "Too many feedback submissions. Please wait a minute and try again.";

/**
 * Burst limit per client (RATE_LIMIT_FEEDBACK_PER_MIN). The rate-limit helper stores the address only
 * as a keyed (secret-salted) hash.
 */
export async function enforceFeedbackRateLimit(rawIp: string | null): Promise<void> {
  await enforceRateLimit(
    ["feedback:ip", rawIp ?? "unknown"],
    { limit: env().RATE_LIMIT_FEEDBACK_PER_MIN, windowMs: 60_000 },
    FEEDBACK_RATE_LIMITED,
  );
}
