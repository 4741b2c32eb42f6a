import "server-only";
import crypto from "node:crypto";
import { z } from "zod";
import { env } from "@/lib/env";
import type { ObjectKind } from "@/lib/storage/file-types";

// The local store's signed upload URL carries this token: what may be written (one random object
// name, its kind and extension), by whom, until when; HMAC-SHA256 with AUTH_SECRET, like a presigned URL.

export const UPLOAD_TOKEN_TTL_MS = 15 * 60_000;

const payloadSchema = z.object({
  n: z.string().regex(/^[a-f0-9]{32}$/),
  k: z.enum(["featured-image", "showcase"]),
  t: z.string().regex(/^[a-z0-9]{2,5}$/),
  a: z.string(),
  x: z.number().int(),
});

export type UploadGrant = {
  name: string;
  kind: ObjectKind;
  ext: string;
  adminEmail: string;
  expiresAt: number;
};

function key(): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret)
    throw new Error("AUTH_SECRET is not set: start the product with `npm start`, which provides one.");
  return crypto.createHash("sha256").update(`promptreel-upload:${secret}`).digest();
}

const sign = (body: string) => crypto.createHmac("sha256", key()).update(body).digest("base64url");

/** Signs an upload grant. */
export function signUploadToken(grant: UploadGrant): string {
  const body = Buffer.from(
    JSON.stringify({ n: grant.name, k: grant.kind, t: grant.ext, a: grant.adminEmail, x: grant.expiresAt }),
  ).toString("base64url");
  return `${body}.${sign(body)}`;
}

/** The grant behind a token, or null when it is forged, malformed or expired. */
export function verifyUploadToken(token: string, now = Date.now()): UploadGrant | null {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(data);
  if (!parsed.success || parsed.data.x < now) return null;
  return {
    name: parsed.data.n,
    kind: parsed.data.k,
    ext: parsed.data.t,
    adminEmail: parsed.data.a,
    expiresAt: parsed.data.x,
  };
}

/** A random object name: 128 bits, hex. */
export const randomObjectName = () => crypto.randomBytes(16).toString("hex");
