import "server-only";
import crypto from "node:crypto";
import type { NextResponse } from "next/server";
import { db, type Tx } from "@/lib/db/client";
import { siteConfig } from "@/lib/env";
import type { RequestHeaders } from "@/lib/http/request-context";

// The credit session: a visitor is recognised by a 256-bit random token in an httpOnly, SameSite=Lax
// cookie (Secure when the site is served over https). Only its SHA-256 hash is stored, so a database
// leak does not leak sessions.

export const CREDIT_COOKIE = "pr_credit_session";
/** Where https allows it, the cookie carries the `__Host-` prefix (Secure, no Domain, Path=/). */
export const HOST_CREDIT_COOKIE = `__Host-${CREDIT_COOKIE}`;
export const creditCookieName = () =>
  siteConfig().url.startsWith("https:") ? HOST_CREDIT_COOKIE : CREDIT_COOKIE;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
export const newToken = () => crypto.randomBytes(32).toString("base64url");

/** The raw token from the cookie in the request's headers, if any. */
export function readCreditToken(headers: RequestHeaders): string | null {
  const header = headers.get("cookie");
  if (!header) return null;
  // Over https the __Host- cookie is the one; a cookie set before the prefix still counts until the
  // next purchase or restore replaces it.
  const names =
    creditCookieName() === HOST_CREDIT_COOKIE ? [HOST_CREDIT_COOKIE, CREDIT_COOKIE] : [CREDIT_COOKIE];
  for (const wanted of names)
    for (const part of header.split(";")) {
      const [name, ...rest] = part.trim().split("=");
      if (name === wanted) {
        const value = decodeURIComponent(rest.join("="));
        return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
      }
    }
  return null;
}

/** The credit session the request's cookie points at, or null. */
export async function findCreditSession(headers: RequestHeaders) {
  const token = readCreditToken(headers);
  if (!token) return null;
  const session = await db().creditSession.findUnique({ where: { sessionToken: hashToken(token) } });
  if (!session) return null;
  if (session.expiresAt && session.expiresAt.getTime() < Date.now()) return null;
  return session;
}

/** Creates an empty credit session and returns it with the raw token for the cookie. */
/** A live credit session as findCreditSession() returns it. */
export type CreditSession = NonNullable<Awaited<ReturnType<typeof findCreditSession>>>;

/** The id of the live credit session the cookie names, or null (no database read without a cookie). */
export async function creditSessionIdOf(headers: RequestHeaders): Promise<string | null> {
  return readCreditToken(headers) ? ((await findCreditSession(headers))?.id ?? null) : null;
}

export async function createCreditSession(data: { email?: string | null; packType?: string | null } = {}) {
  const token = newToken();
  const session = await db().creditSession.create({
    data: { sessionToken: hashToken(token), email: data.email ?? null, packType: data.packType ?? null },
  });
  return { session, token };
}

/**
 * Serialises credit-session creation and claims for one e-mail until the transaction ends, so two
 * gifts (or a gift and a purchase) arriving at once for a new address create one session.
 */
export async function lockEmail(tx: Tx, email: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`credit-email:${email}`})::bigint)`;
}

// A pending session holds credits for an e-mail that no browser holds yet (an admin gift to an
// unproven address, a purchase whose browser session is gone). Its token is a marker no cookie can
// hash to; proving the e-mail with a code claims its credits.
const PENDING_PREFIX = "pending:";

/** The e-mail's pending session, created when missing. Call under lockEmail(). */
export async function findOrCreatePendingSession(tx: Tx, email: string, packType: string | null = null) {
  const existing = await tx.creditSession.findFirst({
    where: { email, sessionToken: { startsWith: PENDING_PREFIX } },
    orderBy: { createdAt: "asc" },
    select: { id: true },
  });
  if (existing) return { id: existing.id, created: false };
  const created = await tx.creditSession.create({
    data: { sessionToken: `${PENDING_PREFIX}${crypto.randomUUID()}`, email, packType },
    select: { id: true },
  });
  return { id: created.id, created: true };
}

/** The e-mail's pending sessions holding credits (to be claimed by whoever proves the e-mail). */
export function pendingSessionsWithCredits(tx: Tx, email: string) {
  return tx.creditSession.findMany({
    where: { email, sessionToken: { startsWith: PENDING_PREFIX }, creditsRemaining: { gt: 0 } },
    select: { id: true, creditsRemaining: true },
  });
}

/** The most recent unexpired session whose holder proved `email`, if any. */
export function findProvenSession(tx: Tx, email: string) {
  return tx.creditSession.findFirst({
    where: {
      email,
      emailVerifiedAt: { not: null },
      OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
    },
    orderBy: { emailVerifiedAt: "desc" },
    select: { id: true },
  });
}

/**
 * Gives the visitor a new token for an existing session (restore by e-mail code, a purchase): the
 * old tokens stop working, the new one is returned for the cookie.
 */
export async function rotateCreditToken(sessionId: string, tx?: Tx): Promise<string> {
  const token = newToken();
  await (tx ?? db()).creditSession.update({
    where: { id: sessionId },
    data: { sessionToken: hashToken(token) },
  });
  return token;
}

/** Sets the credit cookie on a response. */
export function setCreditCookie(res: NextResponse, token: string): void {
  const name = creditCookieName();
  res.cookies.set(name, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: siteConfig().url.startsWith("https:"),
    path: "/",
    maxAge: MAX_AGE_SECONDS,
  });
  // The pre-prefix cookie, if the browser still has one, is replaced by the __Host- one.
  if (name !== CREDIT_COOKIE) res.cookies.set(CREDIT_COOKIE, "", { path: "/", maxAge: 0, secure: true });
}
