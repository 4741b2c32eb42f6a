import "server-only";
import { decode, encode } from "next-auth/jwt";
import type { NextResponse } from "next/server";
import { env, siteConfig } from "@/lib/env";
import type { AdminIdentity } from "@/lib/auth/admins";

// Admin sessions are Auth.js-format encrypted JWT cookies (next-auth/jwt) issued only by
// POST /api/admin/login (next-auth's own endpoints are not mounted: one way in). Each token carries
// the admin's session version, checked in Postgres on every admin request (revocation), and is never
// renewed: SESSION_MAX_AGE is an absolute lifetime.

export const SESSION_MAX_AGE = 8 * 60 * 60;

export const secureCookies = () => siteConfig().url.startsWith("https:");
export const sessionCookieName = () =>
  secureCookies() ? "__Secure-authjs.session-token" : "authjs.session-token";

export function authSecret(): string {
  const secret = env().AUTH_SECRET;
  if (!secret)
    throw new Error("AUTH_SECRET is not set: start the product with `npm start`, which provides one.");
  return secret;
}

/** Mints the session token for an admin. */
export function encodeAdminSession(admin: AdminIdentity): Promise<string> {
  return encode({
    token: {
      sub: admin.id,
      email: admin.email,
      name: admin.name,
      role: admin.role,
      ver: admin.sessionVersion,
    },
    secret: authSecret(),
    salt: sessionCookieName(),
    maxAge: SESSION_MAX_AGE,
  });
}

/** Reads the session token from a Cookie header value; null when absent, invalid or expired. */
export async function decodeAdminSession(
  cookieHeader: string | null,
): Promise<{ sub: string; email: string; ver: number } | null> {
  if (!cookieHeader) return null;
  const name = sessionCookieName();
  const raw = cookieHeader
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!raw) return null;
  try {
    const token = await decode({ token: decodeURIComponent(raw), secret: authSecret(), salt: name });
    if (!token?.sub || typeof token.email !== "string" || typeof token.ver !== "number") return null;
    // Absolute lifetime from sign-in, whatever the token's own expiry says.
    if (typeof token.iat !== "number" || token.iat * 1000 + SESSION_MAX_AGE * 1000 < Date.now()) return null;
    return { sub: token.sub, email: token.email, ver: token.ver };
  } catch {
    return null;
  }
}

export function setAdminSessionCookie(res: NextResponse, token: string): void {
  res.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: SESSION_MAX_AGE,
  });
}

export function clearAdminSessionCookie(res: NextResponse): void {
  res.cookies.set(sessionCookieName(), "", {
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: 0,
  });
}
