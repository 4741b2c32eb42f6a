import "server-only";
import { db } from "@/lib/db/client";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import type { AdminActor } from "@/lib/http/request-context";

// Admin accounts in the product (issue 24.5): admins list the admins and deactivate or reactivate
// another one. Every change of is_active also bumps the admin's session version (here, and by a
// database trigger for changes made outside the product), so a deactivation revokes every session
// and a reactivation never revives a session issued before it. Audited in admin_logs.

export type AdminAccountRecord = {
  id: string;
  email: string;
  name: string | null;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt: Date;
};

export const ADMIN_NOT_FOUND = "Admin not found";
export const CANNOT_DEACTIVATE_SELF = "You cannot deactivate your own admin account.";

const select = {
  id: true,
  email: true,
  name: true,
  isActive: true,
  lastLogin: true,
  createdAt: true,
} as const;

/** Every admin account, oldest first (a handful of rows). */
export async function listAdmins(): Promise<AdminAccountRecord[]> {
  return db().adminUser.findMany({ select, orderBy: [{ createdAt: "asc" }, { email: "asc" }], take: 500 });
}

/** Deactivates (revoking its sessions) or reactivates another admin, by e-mail. Audited. */
export async function setAdminActive(
  actor: AdminActor,
  email: string,
  active: boolean,
): Promise<AdminAccountRecord> {
  const normalized = email.trim().toLowerCase();
  if (!active && normalized === actor.admin.email.toLowerCase())
    throw new AppError("bad_request", CANNOT_DEACTIVATE_SELF);
  return db().$transaction(async (tx) => {
    const found = await tx.adminUser.findUnique({ where: { email: normalized }, select: { isActive: true } });
    if (!found) throw new AppError("not_found", ADMIN_NOT_FOUND);
    // The trigger bumps session_version when is_active changes; an unchanged row stays as it is.
    const row = await tx.adminUser.update({
      where: { email: normalized },
      data: { isActive: active },
      select,
    });
    if (found.isActive !== active)
      await logAdminAction(
        actor,
        { action: active ? "admin_reactivated" : "admin_deactivated", targetEmail: normalized },
        tx,
      );
    return row;
  });
}
