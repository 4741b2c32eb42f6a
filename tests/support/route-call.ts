import { NextRequest } from "next/server";

type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export type CallOptions<P> = {
  method?: string;
  path?: string;
  /** A JSON-serialisable body, or a raw string sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  params?: P;
  cookies?: Record<string, string>;
};

/** Calls a route handler in-process with a real NextRequest and returns status, headers and JSON. */
export async function callRoute<P = Record<string, never>>(handler: Handler<P>, opts: CallOptions<P> = {}) {
  const headers: Record<string, string> = {
    host: "localhost",
    // As a browser on the site sends it (cookie-carrying mutations must name their origin).
    origin: "http://localhost",
    "x-forwarded-for": "203.0.113.9",
    ...opts.headers,
  };
  if (opts.cookies)
    headers.cookie = Object.entries(opts.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === "string" ? opts.body : JSON.stringify(opts.body);
    headers["content-type"] ??= "application/json";
  }
  const req = new NextRequest(`http://localhost${opts.path ?? "/"}`, {
    method: opts.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  const res = await handler(req, { params: Promise.resolve((opts.params ?? {}) as P) });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: json as Record<string, unknown> & unknown[],
    setCookie: res.headers.getSetCookie(),
  };
}

/** "name=value" pairs from Set-Cookie headers, ready to send back as a Cookie map. */
export function cookiesFrom(setCookie: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of setCookie) {
    const [pair] = c.split(";");
    const i = pair.indexOf("=");
    out[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return out;
}
