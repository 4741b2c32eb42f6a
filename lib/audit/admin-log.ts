import "server-only";
import { db, type Tx } from "@/lib/db/client";
import type { ClientContext } from "@/lib/http/request-context";

export type AdminLogEntry = {
  action: string;
  targetEmail?: string | null;
  details?: Record<string, unknown>;
};

/** Who did it and from where: an admin actor, or the e-mail a failed login gave. */
export type AdminLogActor = Pick<ClientContext, "ipAddress" | "userAgent"> & { admin: { email: string } };

/** Writes one admin_logs row (anonymised IP, user agent). Pass `tx` to log inside a transaction. */
export async function logAdminAction(actor: AdminLogActor, entry: AdminLogEntry, tx?: Tx): Promise<void> {
  await (tx ?? db()).adminLog.create({
    data: {
      adminEmail: actor.admin.email,
      action: entry.action,
      targetEmail: entry.targetEmail ?? null,
      details: (entry.details ?? {}) as object,
      ipAddress: actor.ipAddress,
      userAgent: actor.userAgent,
    },
  });
}
