// Route-handler plumbing: one wrapper that turns errors into JSON answers, bounded JSON body parsing
// with zod, and client identity (anonymised IP, user agent).
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { AppError, isAppError } from "@/lib/errors";
import { clientContext, type ClientContext } from "@/lib/http/request-context";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

type Ctx<P> = { params: Promise<P> };
/** What route() hands every handler besides the request: its params and the request context. */
export type RouteContext<P> = Ctx<P> & { client: ClientContext };
type Handler<P> = (req: NextRequest, ctx: Ctx<P>) => Promise<Response>;
type ContextHandler<P> = (req: NextRequest, ctx: RouteContext<P>) => Promise<Response>;

/** Is this error the database being unreachable (rather than a bug)? */
export function isDatabaseUnavailable(e: unknown): boolean {
  const seen = new Set<unknown>();
  let cur: unknown = e;
  while (cur && typeof cur === "object" && !seen.has(cur)) {
    seen.add(cur);
    const err = cur as { code?: unknown; message?: unknown; cause?: unknown; name?: unknown };
    const code = typeof err.code === "string" ? err.code : "";
    const message = typeof err.message === "string" ? err.message : "";
    if (
      [
        "ECONNREFUSED",
        "ECONNRESET",
        "ETIMEDOUT",
        "ENOTFOUND",
        "EPIPE",
        "57P01",
        "57P03",
        "53300",
        "P1001",
        "P1002",
        "P1017",
        "P2024",
      ].includes(code)
    )
      return true;
    if (
      /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Can't reach database|DatabaseNotReachable|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    if (err.name === "DriverAdapterError" && /connect/i.test(message)) return true;
    cur = err.cause;
  }
  return false;
}

export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
) {
  return NextResponse.json({ message, ...extra }, { status, headers });
}

/** Converts any thrown value into a JSON response; never leaks a stack or SQL. */
export function errorResponse(e: unknown): Response {
  if (isAppError(e)) return jsonError(e.status, e.message, e.details ?? {}, e.headers);
  if (isDatabaseUnavailable(e)) {
    return jsonError(
      503,
      "The service is temporarily unavailable. Please try again shortly.",
      {},
      { "Retry-After": "5" },
    );
  }
  console.error("[route] unexpected error", e);
  return jsonError(500, "Something went wrong. Please try again.");
}

/**
 * Wraps a route handler so every failure becomes a JSON answer with the right status, and builds the
 * request context (client address, user agent) once for it.
 */
export function route<P = Record<string, never>>(handler: ContextHandler<P>): Handler<P> {
  return async (req, ctx) => {
    try {
      return await handler(req, { ...ctx, client: clientContext(req) });
    } catch (e) {
      return errorResponse(e);
    }
  };
}

/** Reads the body as text, refusing more than `limit` bytes without buffering beyond it. */
export async function readBodyText(req: Request, limit = DEFAULT_BODY_LIMIT): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > limit)
    throw new AppError("payload_too_large", "Request body is too large.");
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", "Request body is too large.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The first validation message of a zod error, as the spec words it. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? "Invalid request";
}

export const NUL_MESSAGE = "Text must not contain NUL characters.";

/**
 * Parses JSON text (an empty body is {}); 400 for invalid JSON and for strings holding NUL, which
 * Postgres text and jsonb columns cannot store.
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === "string" && value.includes("\u0000"))
        throw new AppError("bad_request", NUL_MESSAGE);
      return value;
    });
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError("bad_request", "Request body must be valid JSON.");
  }
}

/** Parses a JSON body (bounded) and validates it with one zod schema; 400 with the schema's message otherwise. */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  limit = DEFAULT_BODY_LIMIT,
): Promise<z.infer<S>> {
  const data = parseJsonText(await readBodyText(req, limit));
  const result = schema.safeParse(data);
  if (!result.success) throw new AppError("bad_request", firstIssueMessage(result.error));
  return result.data;
}

/** Anonymises an IP address: last IPv4 octet zeroed, last 80 bits of IPv6 zeroed. */
export function anonymizeIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const value = ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");
  const v4 = value.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`;
  if (value.includes(":")) {
    const [head, tail] = value.split("::");
    const headParts = head ? head.split(":") : [];
    const tailParts = tail !== undefined && tail !== "" ? tail.split(":") : [];
    const missing = tail !== undefined ? 8 - headParts.length - tailParts.length : 0;
    const groups = [...headParts, ...Array(Math.max(missing, 0)).fill("0"), ...tailParts].slice(0, 8);
    if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
    return `${groups
      .slice(0, 3)
      .map((g) => parseInt(g, 16).toString(16))
      .join(":")}::`;
  }
  return null;
}

/** The client's raw IP as seen through the proxy chain (first X-Forwarded-For hop), or null. */
export function clientIp(req: Request): string | null {
  const forwarded = req.headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0].trim() || null;
  return req.headers.get("x-real-ip");
}

/**
 * Cookie-authenticated mutations must come from our own origin. A request without Origin (curl,
 * server-to-server) carries no ambient browser credentials risk and is let through.
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new AppError("forbidden", "Cross-origin request refused.");
  }
  if (!host || originHost !== host) throw new AppError("forbidden", "Cross-origin request refused.");
}
