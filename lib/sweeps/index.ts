import "server-only";
import { expireReferenceImages } from "@/lib/references/images";
import { storage } from "@/lib/storage";
import { refundOrphanedChatSpends } from "./chat-spends";
import { pruneExpiredRows } from "./expired-rows";
import { deleteUnreferencedUploads } from "./uploads";

// Reconciliation sweeps, run by `npm run sweep` (cron). Each is idempotent and safe to run on several
// machines at once: refunds are unique per spend, deletes of what is already gone do nothing.

export type SweepOptions = { chatGraceMs: number; uploadGraceMs: number; now?: Date };

export const DEFAULT_SWEEP_OPTIONS: SweepOptions = {
  chatGraceMs: 15 * 60 * 1000,
  uploadGraceMs: 24 * 60 * 60 * 1000,
};

/** Runs every sweep and returns what each did. */
export async function runSweeps(options: SweepOptions = DEFAULT_SWEEP_OPTIONS) {
  const now = options.now ?? new Date();
  return {
    chatSpends: await refundOrphanedChatSpends(options.chatGraceMs, now),
    uploads: await deleteUnreferencedUploads(storage(), options.uploadGraceMs, now),
    expired: await pruneExpiredRows(now),
    referenceImages: await expireReferenceImages(now),
  };
}
