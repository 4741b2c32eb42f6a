import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { enforceRateLimit } from "@/lib/rate-limit";

export const FEEDBACK_RATE_LIMITED = "Too many feedback submissions. Please wait a minute and try again.";

/**
 * Burst limit per client (RATE_LIMIT_FEEDBACK_PER_MIN). The key is a hash of the raw IP, so the rate
 * limit table never holds an address in the clear.
 */
export async function enforceFeedbackRateLimit(rawIp: string | null): Promise<void> {
  const client = crypto
    .createHash("sha256")
    .update(rawIp ?? "unknown")
    .digest("hex")
    .slice(0, 32);
  await enforceRateLimit(
    `feedback:ip:${client}`,
    { limit: env().RATE_LIMIT_FEEDBACK_PER_MIN, windowMs: 60_000 },
    FEEDBACK_RATE_LIMITED,
  );
}
