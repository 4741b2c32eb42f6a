import "server-only";
import { db } from "@/lib/db/client";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";

export type AdminIdentity = { id: string; email: string; name: string | null; role: string };

/** Checks an admin's e-mail and password; null unless the admin exists, is active and the password matches. */
export async function verifyAdminCredentials(email: string, password: string): Promise<AdminIdentity | null> {
  const admin = await db().adminUser.findUnique({
    where: { email: email.trim().toLowerCase() },
    omit: { passwordHash: false },
  });
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!admin || !ok || !admin.isActive) return null;
  await db().adminUser.update({ where: { id: admin.id }, data: { lastLogin: new Date() } });
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}

/** The admin behind a session, if it still exists and is active. */
export async function findActiveAdmin(id: string): Promise<AdminIdentity | null> {
  const admin = await db().adminUser.findUnique({ where: { id } });
  if (!admin || !admin.isActive) return null;
  return { id: admin.id, email: admin.email, name: admin.name, role: admin.role };
}
