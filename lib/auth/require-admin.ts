import "server-only";
import { headers } from "next/headers";
import { AppError } from "@/lib/errors";
import { findActiveAdmin, type AdminIdentity } from "@/lib/auth/admins";
import { decodeAdminSession } from "@/lib/auth/session";
import type { AdminActor, ClientContext } from "@/lib/http/request-context";

export const AUTH_REQUIRED_MESSAGE = "Authentication required";

/** The active admin behind the request's session cookie, or null. */
export async function currentAdmin(req: Request): Promise<AdminIdentity | null> {
  const session = await decodeAdminSession(req.headers.get("cookie"));
  if (!session) return null;
  return findActiveAdmin(session.sub, session.ver);
}

/**
 * Every admin route handler calls this first: 401 without a valid session of an active admin.
 * (proxy.ts is only a coarse gate; this is the check.)
 */
export async function requireAdmin(req: Request): Promise<AdminIdentity> {
  const admin = await currentAdmin(req);
  if (!admin) throw new AppError("unauthorized", AUTH_REQUIRED_MESSAGE);
  return admin;
}

/** For server components and server actions: the current admin, or null (show the login form). */
export async function adminFromHeaders(): Promise<AdminIdentity | null> {
  const h = await headers();
  const session = await decodeAdminSession(h.get("cookie"));
  if (!session) return null;
  return findActiveAdmin(session.sub, session.ver);
}

/** requireAdmin() as the acting admin with the request's client facts (for the audit log). */
export async function requireAdminActor(req: Request, client: ClientContext): Promise<AdminActor> {
  return { ...client, admin: await requireAdmin(req) };
}
