import "server-only";
import { db } from "@/lib/db/client";
import { dummyPasswordHash, verifyPassword } from "@/lib/auth/password";

export type AdminIdentity = {
  id: string;
  email: string;
  name: string | null;
  role: string;
  /** The admin's current session version: a session issued under another one is revoked. */
  sessionVersion: number;
};

const identity = (a: AdminIdentity): AdminIdentity => ({
  id: a.id,
  email: a.email,
  name: a.name,
  role: a.role,
  sessionVersion: a.sessionVersion,
});

/** Checks an admin's e-mail and password; null unless the admin exists, is active and the password matches. */
export async function verifyAdminCredentials(email: string, password: string): Promise<AdminIdentity | null> {
  const admin = await db().adminUser.findUnique({
    where: { email: email.trim().toLowerCase() },
    omit: { passwordHash: false },
  });
  const ok = await verifyPassword(admin?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!admin || !ok || !admin.isActive) return null;
  await db().adminUser.update({ where: { id: admin.id }, data: { lastLogin: new Date() } });
  return identity(admin);
}

/** The admin behind a session, if it still exists, is active and the session was not revoked. */
export async function findActiveAdmin(id: string, sessionVersion: number): Promise<AdminIdentity | null> {
  const admin = await db().adminUser.findUnique({ where: { id } });
  if (!admin || !admin.isActive || admin.sessionVersion !== sessionVersion) return null;
  return identity(admin);
}

/** Revokes every session of the admin (logout): their version no longer matches. */
export async function revokeAdminSessions(id: string): Promise<void> {
  await db().adminUser.update({ where: { id }, data: { sessionVersion: { increment: 1 } } });
}
