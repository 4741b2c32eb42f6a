import "server-only";
import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import { authSecret, secureCookies } from "@/lib/auth/session";

// OWASP's device cookie for login throttling: a browser that logged in successfully as an admin gets a
// signed cookie naming a random device id and (as a keyed hash) the e-mail it logged in with. Login
// attempts that present a valid one for the e-mail tried are limited per device instead of sharing the
// e-mail's budget with strangers (lib/auth/login-throttle.ts), so nobody can lock the admin out of a
// browser they used before. It grants nothing else: it is not a session.

export const DEVICE_COOKIE_MAX_AGE = 180 * 24 * 60 * 60;

/** `__Host-` (https only, no Domain, Path=/) where the site is served over https. */
export const deviceCookieName = () => (secureCookies() ? "__Host-promptreel-device" : "promptreel-device");

const mac = (value: string) =>
  crypto.createHmac("sha256", `promptreel:device:${authSecret()}`).update(value).digest("base64url");
const emailTag = (email: string) => mac(`email:${email.trim().toLowerCase()}`).slice(0, 22);

/** A new device cookie value for a successful login as `email`. */
export function issueDeviceToken(email: string, now = Date.now()): string {
  const payload = `${crypto.randomBytes(16).toString("base64url")}.${emailTag(email)}.${Math.floor(now / 1000)}`;
  return `${payload}.${mac(payload)}`;
}

/** The device id of a valid, unexpired token issued for `email`; null otherwise. */
export function verifyDeviceToken(token: string | undefined, email: string, now = Date.now()): string | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [device, tag, issued, signature] = parts;
  const expected = mac(`${device}.${tag}.${issued}`);
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) return null;
  if (tag !== emailTag(email)) return null;
  const age = now / 1000 - Number(issued);
  if (!Number.isFinite(age) || age < 0 || age > DEVICE_COOKIE_MAX_AGE) return null;
  return device;
}

/** The device cookie from a Cookie header value. */
export function deviceTokenFrom(cookieHeader: string | null): string | undefined {
  const name = deviceCookieName();
  return (cookieHeader ?? "")
    .split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export function setDeviceCookie(res: NextResponse, token: string): void {
  res.cookies.set(deviceCookieName(), token, {
    httpOnly: true,
    sameSite: "strict",
    secure: secureCookies(),
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE,
  });
}
