// One request context, built once per request (clientContext in route.ts) by route() and by the
// server-action wrapper, so lib functions never see a Request: the client's address (raw for rate-limit keys, anonymised for
// storage), its user agent and referer, and the acting admin where there is one.
import { z } from "zod";
import type { AdminIdentity } from "@/lib/auth/admins";
import { AppError } from "@/lib/errors";

/** What lib reads of a request: its headers, never the Request itself (route() and actions pass them). */
export type RequestHeaders = Pick<Headers, "get">;

export type ClientContext = {
  /** The raw client address through the proxy rule: only for rate-limit keys, never stored. */
  ip: string | null;
  /** The anonymised address, the only form stored. */
  ipAddress: string | null;
  userAgent: string | null;
  referer: string | null;
};

/** An admin acting through a request: who, and from where (for the audit log). */
export type AdminActor = ClientContext & { admin: AdminIdentity };

/** A route's uuid parameter, or the resource's 404: the one place ids from URLs are validated. */
export async function uuidParam<K extends string>(
  ctx: { params: Promise<Record<K, string>> },
  key: K,
  notFoundMessage: string,
): Promise<string> {
  const value = (await ctx.params)[key];
  if (!z.uuid().safeParse(value).success) throw new AppError("not_found", notFoundMessage);
  return value;
}
