import "server-only";
import { db } from "@/lib/db/client";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import type { AdminActor } from "@/lib/http/request-context";
import { SHARE_ID_PATTERN } from "@/lib/share/text";
import type { ListQuery } from "@/lib/validations/admin";

// Share take-down (issue 24.5): admins list the shares (newest first, searchable by title or id) and
// take one down; /p/<id> then answers 404. Every take-down is audited in admin_logs.

export type AdminShareRecord = {
  id: string;
  title: string;
  path: string;
  createdAt: Date;
  takenDownAt: Date | null;
  takenDownBy: string | null;
};

export const SHARE_NOT_FOUND = "Share not found";

/** One page of shares, newest first, optionally filtered by title or exact id. */
export async function listShares({ limit, offset, search }: ListQuery): Promise<AdminShareRecord[]> {
  const rows = await db().sharedPrompt.findMany({
    where: search
      ? { OR: [{ title: { contains: search, mode: "insensitive" } }, { id: search }] }
      : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    skip: offset,
    select: { id: true, title: true, createdAt: true, takenDownAt: true, takenDownBy: true },
  });
  return rows.map((r) => ({ ...r, path: `/p/${r.id}` }));
}

/** Takes a share down (idempotent: the first take-down's time and admin stay). Audited. */
export async function takeDownShare(actor: AdminActor, id: string): Promise<AdminShareRecord> {
  if (!SHARE_ID_PATTERN.test(id)) throw new AppError("not_found", SHARE_NOT_FOUND);
  return db().$transaction(async (tx) => {
    const found = await tx.sharedPrompt.findUnique({ where: { id }, select: { takenDownAt: true } });
    if (!found) throw new AppError("not_found", SHARE_NOT_FOUND);
    const row = await tx.sharedPrompt.update({
      where: { id },
      data: found.takenDownAt ? {} : { takenDownAt: new Date(), takenDownBy: actor.admin.email },
      select: { id: true, title: true, createdAt: true, takenDownAt: true, takenDownBy: true },
    });
    await logAdminAction(
      actor,
      { action: "share_taken_down", details: { shareId: id, title: row.title } },
      tx,
    );
    return { ...row, path: `/p/${row.id}` };
  });
}
