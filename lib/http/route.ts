// Route-handler plumbing: one wrapper that turns errors into JSON answers, bounded JSON body parsing
// with zod, and client identity (anonymised IP, user agent).
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { env } from "@/lib/env";
import { AppError, isAppError } from "@/lib/errors";
import { IDENTITIES, type ActorOf, type Identity } from "@/lib/http/identity";
import { uuidParam, type ClientContext, type RequestHeaders } from "@/lib/http/request-context";
import { requestIdOf } from "@/lib/http/request-id";
import { logger } from "@/lib/log";

export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** The init of an answer that no cache may keep (per-visitor or admin data). */
export const NO_STORE = { headers: { "Cache-Control": "no-store" } } as const;

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

/** What the client is told about a failure: its status, message, extra fields and headers. */
export type ErrorAnswer = {
  status: number;
  message: string;
  extra: Record<string, unknown>;
  headers?: Record<string, string>;
};

/**
 * The one mapping of a thrown value to its answer, for route handlers (errorResponse) and server
 * actions (lib/actions/action.ts) alike: an AppError says its own status and message, an unreachable
 * database is a 503, anything else a 500 that leaks no stack or SQL.
 */
export function errorAnswer(e: unknown): ErrorAnswer {
  if (isAppError(e))
    return { status: e.status, message: e.message, extra: e.details ?? {}, headers: e.headers };
  if (isDatabaseUnavailable(e))
    return {
      status: 503,
      message: "The service is temporarily unavailable. Please try again shortly.",
      extra: {},
      headers: { "Retry-After": "5" },
    };
  return { status: 500, message: "Something went wrong. Please try again.", extra: {} };
}

/** Converts any thrown value into a JSON response (errorAnswer). */
export function errorResponse(e: unknown): Response {
  const { status, message, extra, headers } = errorAnswer(e);
  return jsonError(status, message, extra, headers);
}

/**
 * THE route wrapper. A route names what it needs and its handler gets it resolved, in this order: the
 * same-origin check, who is calling (`auth`, see lib/http/identity.ts), the `gate` (a rate limit or a
 * service that must be configured), the path params (a uuid with the resource's 404 message, or a zod
 * schema), the query string and the JSON body, each checked with its zod schema. The request context
 * (client address, user agent) is built once; every failure becomes a JSON answer through
 * errorAnswer() (the same mapping server actions use); every answer carries the request id. A 5xx is
 * logged with its error and stack under that id; the line for every request (status, duration) is
 * written by the HTTP server (scripts/request-log.mjs).
 */
export function route<const S extends RouteSpec>(
  spec: S,
  handler: (input: RouteInput<S>) => Promise<Response>,
): (req: NextRequest, ctx: { params: Promise<RawParams<S>> }) => Promise<Response> {
  return async (req, ctx) => {
    const requestId = requestIdOf(req.headers);
    let res: Response;
    let failure: unknown;
    try {
      res = await handler(await resolveInput(spec, req, ctx.params));
    } catch (e) {
      failure = e;
      res = errorResponse(e);
    }
    try {
      res.headers.set("x-request-id", requestId);
    } catch {
      // Immutable headers (a fetched Response passed through): the server already set the id.
    }
    if (res.status >= 500) {
      const path = req.nextUrl?.pathname ?? new URL(req.url).pathname;
      logger().error(
        { reqId: requestId, method: req.method, route: path, status: res.status, err: failure },
        "route error",
      );
    }
    return res;
  };
}

/** A path param: a uuid (the string is the resource's 404 message) or any value its schema accepts (404 otherwise). */
type ParamSpec = string | z.ZodType;

/** What a route asks for (see route()). */
export type RouteSpec = {
  sameOrigin?: boolean;
  auth?: Identity;
  /** Runs after the identity, before params and body: a burst limit, a service that must be configured. */
  gate?: (client: ClientContext) => unknown;
  params?: Record<string, ParamSpec>;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The JSON body's size limit in bytes (DEFAULT_BODY_LIMIT). */
  bodyLimit?: number;
};
type ParamValue<V> = V extends z.ZodType ? z.output<V> : string;
type SpecParams<S extends RouteSpec> =
  S["params"] extends Record<string, ParamSpec>
    ? { [K in keyof S["params"]]: ParamValue<S["params"][K]> }
    : Record<string, never>;
type RawParams<S extends RouteSpec> =
  S["params"] extends Record<string, ParamSpec>
    ? { [K in keyof S["params"]]: string }
    : Record<string, never>;
/** What a route's handler receives. */
export type RouteInput<S extends RouteSpec> = {
  req: NextRequest;
  client: ClientContext;
  actor: ActorOf<S["auth"] extends Identity ? S["auth"] : "public">;
  params: SpecParams<S>;
  query: S["query"] extends z.ZodType ? z.output<S["query"]> : undefined;
  body: S["body"] extends z.ZodType ? z.output<S["body"]> : undefined;
};

async function resolveInput<S extends RouteSpec>(
  spec: S,
  req: NextRequest,
  rawParams: Promise<Record<string, string>>,
): Promise<RouteInput<S>> {
  const client = clientContext(req.headers);
  if (spec.sameOrigin) assertSameOrigin(req);
  const actor = await IDENTITIES[spec.auth ?? "public"](req.headers, client);
  if (spec.gate) await spec.gate(client);
  const params: Record<string, unknown> = {};
  for (const [key, want] of Object.entries(spec.params ?? {}))
    params[key] =
      typeof want === "string"
        ? await uuidParam({ params: rawParams }, key, want)
        : await schemaParam(rawParams, key, want);
  const query = spec.query ? parseSearchParams(req, spec.query) : undefined;
  const body = spec.body ? await parseJsonBody(req, spec.body, spec.bodyLimit) : undefined;
  return { req, client, actor, params, query, body } as RouteInput<S>;
}

async function schemaParam(rawParams: Promise<Record<string, string>>, key: string, schema: z.ZodType) {
  const result = schema.safeParse((await rawParams)[key]);
  if (!result.success) throw new AppError("not_found", firstIssueMessage(result.error));
  return result.data;
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
export const INVALID_UNICODE_MESSAGE = "Text must be valid Unicode.";

/**
 * Refuses text Postgres cannot store or that breaks jsonb writes: NUL, and lone UTF-16 surrogates
 * ("\ud800" is valid JSON but not valid Unicode). Every body and query string goes through here.
 */
export function assertStorableText(value: string): void {
  if (value.includes("\u0000")) throw new AppError("bad_request", NUL_MESSAGE);
  if (!value.isWellFormed()) throw new AppError("bad_request", INVALID_UNICODE_MESSAGE);
}

/**
 * Parses JSON text (an empty body is {}); 400 for invalid JSON and for strings or keys that are not
 * storable text (see assertStorableText).
 */
export function parseJsonText(text: string): unknown {
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text, (key: string, value: unknown) => {
      assertStorableText(key);
      if (typeof value === "string") assertStorableText(value);
      return value;
    });
  } catch (e) {
    if (isAppError(e)) throw e;
    throw new AppError("bad_request", "Request body must be valid JSON.");
  }
}

/**
 * Reads a bounded JSON body whatever its Content-Type (routes whose schema runs in lib, after a rate
 * limit: export, generate-scene); `tooLarge` replaces the 413 with a 400 of that message.
 */
export async function readJson(
  req: Request,
  limit = DEFAULT_BODY_LIMIT,
  tooLarge?: string,
): Promise<unknown> {
  let text: string;
  try {
    text = await readBodyText(req, limit);
  } catch (e) {
    if (tooLarge && isAppError(e) && e.code === "payload_too_large")
      throw new AppError("bad_request", tooLarge);
    throw e;
  }
  return parseJsonText(text);
}

/** Validates a request's query string with one zod schema; 400 for unstorable text or the schema's first message. */
export function parseSearchParams<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  for (const [key, value] of Object.entries(params)) {
    assertStorableText(key);
    assertStorableText(value);
  }
  const result = schema.safeParse(params);
  if (!result.success) throw new AppError("bad_request", firstIssueMessage(result.error));
  return result.data;
}

/** Parses a JSON body (bounded) and validates it with one zod schema; 400 with the schema's message otherwise. */
export async function parseJsonBody<S extends z.ZodType>(
  req: Request,
  schema: S,
  limit = DEFAULT_BODY_LIMIT,
): Promise<z.infer<S>> {
  const text = await readBodyText(req, limit);
  // A body must be declared as JSON: a form or text/plain post (what a cross-site form can send)
  // is refused before it is read as JSON.
  const type = (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (text.trim() !== "" && type !== "application/json" && !/^application\/[\w.+-]+\+json$/.test(type))
    throw new AppError(
      "unsupported_media_type",
      "Request body must be JSON (Content-Type: application/json).",
    );
  const data = parseJsonText(text);
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

/**
 * THE client address (raw; anonymise before storing). With TRUSTED_PROXY_HOPS=0 it is the TCP peer,
 * passed by scripts/serve.mjs in a header whose name is a per-start secret (a client cannot forge
 * it). Behind N trusted proxies, each of which appends the address it saw to X-Forwarded-For, it is
 * the Nth entry from the right: entries further left were written by the client and are ignored.
 * Null when unknown (a server started without scripts/serve.mjs and no proxy hops configured).
 */
export function clientIp(headers: RequestHeaders): string | null {
  const {
    TRUSTED_PROXY_HOPS: hops,
    PROMPTREEL_PEER_HEADER: peerHeader,
    TRUSTED_PROXY_ADDRESSES: proxies,
  } = env();
  return clientIpWith(headers, hops, peerHeader, proxies);
}

/**
 * clientIp() with its settings given (tests). X-Forwarded-For counts only on a connection from one of
 * `proxies` (when the peer is known): a client reaching the instance directly is its own address.
 */
export function clientIpWith(
  headers: RequestHeaders,
  hops: number,
  peerHeader: string | undefined,
  proxies: readonly string[] = [],
): string | null {
  const peer = peerHeader ? headers.get(peerHeader)?.trim() || null : null;
  if (hops === 0) return peer;
  if (peer && !proxies.includes(peer.toLowerCase())) return peer;
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const address = chain.length >= hops ? chain[chain.length - hops] : (chain[0] ?? peer);
  return address ? address.slice(0, 64) : null;
}

/** The client facts of a request's headers (route handlers get it from route(); actions from headers()). */
export function clientContext(headers: RequestHeaders): ClientContext {
  const ip = clientIp(headers);
  return {
    ip,
    ipAddress: anonymizeIp(ip),
    userAgent: headers.get("user-agent")?.slice(0, 500) ?? null,
    referer: headers.get("referer")?.slice(0, 500) ?? null,
  };
}

export const CROSS_ORIGIN_MESSAGE = "Cross-origin request refused.";

/** The origin browsers must send: SITE_URL's, else (demo, development) this server's as addressed. */
function expectedOrigin(req: Request): string {
  const site = env().SITE_URL;
  if (site) return new URL(site).origin;
  return `${new URL(req.url).protocol}//${req.headers.get("host") ?? new URL(req.url).host}`;
}

/**
 * Mutations must come from our own origin (CSRF). A request carrying cookies must say where it comes
 * from: an Origin equal, scheme and host, to SITE_URL's, or (no Origin) Sec-Fetch-Site: same-origin.
 * X-Forwarded-Host is not trusted. A request without cookies has no ambient credentials to abuse.
 */
export function assertSameOrigin(req: Request): void {
  const origin = req.headers.get("origin");
  if (!origin) {
    if (!req.headers.get("cookie") || req.headers.get("sec-fetch-site") === "same-origin") return;
    throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
  }
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
  }
  if (given !== expectedOrigin(req)) throw new AppError("forbidden", CROSS_ORIGIN_MESSAGE);
}
