import "server-only";
import { db } from "@/lib/db/client";
import type { ListQuery } from "@/lib/validations/admin";

/** docs/product-spec.md §3, "Admin log (admin view)". */
export type AdminLogRecord = {
  id: string;
  created_at: Date;
  admin_email: string;
  action: string;
  target_email: string | null;
  metadata: Record<string, unknown>;
};

/** One page of the audit log, newest first, optionally filtered by admin, target or action. */
export async function listAdminLogs({ limit, offset, search }: ListQuery): Promise<AdminLogRecord[]> {
  const contains = search ? { contains: search, mode: "insensitive" as const } : undefined;
  const rows = await db().adminLog.findMany({
    where: contains
      ? { OR: [{ adminEmail: contains }, { targetEmail: contains }, { action: contains }] }
      : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    skip: offset,
    select: { id: true, createdAt: true, adminEmail: true, action: true, targetEmail: true, details: true },
  });
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt,
    admin_email: r.adminEmail,
    action: r.action,
    target_email: r.targetEmail,
    metadata:
      r.details && typeof r.details === "object" && !Array.isArray(r.details)
        ? (r.details as Record<string, unknown>)
        : {},
  }));
}
