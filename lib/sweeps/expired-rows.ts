import "server-only";
import { db } from "@/lib/db/client";

// Rows that only matter for a while: burst-limit windows that have ended, and one-time restore codes
// that have expired or were used (kept a day for support questions).

/** Deletes expired rate-limit windows and old one-time codes. */
export async function pruneExpiredRows(now = new Date()): Promise<{ rateLimits: number; codes: number }> {
  const rateLimits = await db().$executeRaw`DELETE FROM rate_limit_buckets WHERE expires_at < ${now}`;
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const codes = await db().$executeRaw`
    DELETE FROM email_codes WHERE expires_at < ${dayAgo} OR (used_at IS NOT NULL AND used_at < ${dayAgo})`;
  return { rateLimits, codes };
}
