import "server-only";
import { headers } from "next/headers";
import { AppError } from "@/lib/errors";
import { findActiveAdmin, type AdminIdentity } from "@/lib/auth/admins";
import { decodeAdminSession } from "@/lib/auth/session";
import type { AdminActor, ClientContext, RequestHeaders } from "@/lib/http/request-context";

export const AUTH_REQUIRED_MESSAGE = "Authentication required";

/** The active admin behind the session cookie in the request's headers, or null. */
export async function currentAdmin(headers: RequestHeaders): Promise<AdminIdentity | null> {
  const session = await decodeAdminSession(headers.get("cookie"));
  if (!session) return null;
  return findActiveAdmin(session.sub, session.ver);
}

/**
 * Every admin route handler calls this first: 401 without a valid session of an active admin.
 * (proxy.ts is only a coarse gate; this is the check.)
 */
export async function requireAdmin(headers: RequestHeaders): Promise<AdminIdentity> {
  const admin = await currentAdmin(headers);
  if (!admin) throw new AppError("unauthorized", AUTH_REQUIRED_MESSAGE);
  return admin;
}

/** For server components and server actions: the current admin, or null (show the login form). */
export async function adminFromHeaders(): Promise<AdminIdentity | null> {
  return currentAdmin(await headers());
}

/** requireAdmin() as the acting admin with the request's client facts (for the audit log). */
export async function requireAdminActor(headers: RequestHeaders, client: ClientContext): Promise<AdminActor> {
  return { ...client, admin: await requireAdmin(headers) };
}
