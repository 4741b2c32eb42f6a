import "server-only";
import { db, type Tx } from "@/lib/db/client";
import { clientInfo } from "@/lib/http/route";

export type AdminLogEntry = {
  adminEmail: string;
  action: string;
  targetEmail?: string | null;
  details?: Record<string, unknown>;
};

/** Writes one admin_logs row (anonymised IP, user agent). Pass `tx` to log inside a transaction. */
export async function logAdminAction(req: Request, entry: AdminLogEntry, tx?: Tx): Promise<void> {
  const { ipAddress, userAgent } = clientInfo(req);
  await (tx ?? db()).adminLog.create({
    data: {
      adminEmail: entry.adminEmail,
      action: entry.action,
      targetEmail: entry.targetEmail ?? null,
      details: (entry.details ?? {}) as object,
      ipAddress,
      userAgent,
    },
  });
}
