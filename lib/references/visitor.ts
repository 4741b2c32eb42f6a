import "server-only";
import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/session";

// A visitor identity for people without an account (reference images, issue 27): a signed, httpOnly
// cookie naming a random visitor id. It proves only "the same browser as before"; it grants nothing
// else. Signed with AUTH_SECRET like the device cookie (lib/auth/device-cookie.ts), different key.

export const VISITOR_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `__Host-` (https only, no Domain, Path=/) where the site is served over https. */
export const visitorCookieName = () => (secureCookies() ? "__Host-promptreel-visitor" : "promptreel-visitor");

const mac = (value: string) =>
  crypto.createHmac("sha256", `promptreel:visitor:${authSecret()}`).update(value).digest("base64url");

/** A fresh visitor id and the cookie value that carries it. */
export function issueVisitorToken(): { visitorId: string; token: string } {
  const visitorId = crypto.randomBytes(16).toString("base64url");
  return { visitorId, token: `${visitorId}.${mac(visitorId)}` };
}

/** The visitor id of a validly signed token; null otherwise. */
export function verifyVisitorToken(token: string | undefined): string | null {
  if (!token || token.length > 100) return null;
  const [visitorId, signature, extra] = token.split(".");
  if (!visitorId || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{22}$/.test(visitorId)) return null;
  const a = Buffer.from(signature);
  const b = Buffer.from(mac(visitorId));
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  return visitorId;
}

/** The visitor id from a Cookie header value, or null. */
export function visitorFrom(cookieHeader: string | null): string | null {
  const name = visitorCookieName();
  const raw = (cookieHeader ?? "")
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  return verifyVisitorToken(raw);
}

export function setVisitorCookie(res: NextResponse, token: string): void {
  res.cookies.set(visitorCookieName(), token, {
    httpOnly: true,
    // Lax: the owner's own page loads (and <img> tags on it) carry it; other sites' requests do not
    // read anything with it (images answer only their owner, state changes check Origin).
    sameSite: "lax",
    secure: secureCookies(),
    path: "/",
    maxAge: VISITOR_COOKIE_MAX_AGE,
  });
}
