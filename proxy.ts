import { NextResponse, type NextRequest } from "next/server";
import { requestIdOf } from "@/lib/http/request-id";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "@/lib/security/headers";

// The request gate (Next 16's name for middleware): security headers on every PAGE response, with a
// per-request CSP nonce that Next applies to its own inline scripts (it reads the nonce from the
// request's Content-Security-Policy header).
// It does not run for /api/*: Next buffers (and silently truncates at 10 MB) the body of every
// request a proxy matches, before the routes' own limits and streaming run (docs/security-overview.md, finding 8).
// API answers get their headers from next.config.mjs; every admin route checks its session itself
// (requireAdmin()), so no coarse cookie gate is needed here.

export function proxy(req: NextRequest) {
  const requestId = requestIdOf(req.headers);
  const https = (process.env.SITE_URL ?? "").startsWith("https:");
  const nonce = newNonce();
  const csp = contentSecurityPolicy({
    nonce,
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY && process.env.STRIPE_SECRET_KEY),
    blob: Boolean(process.env.BLOB_READ_WRITE_TOKEN),
    production: process.env.NODE_ENV === "production",
    https,
  });

  const requestHeaders = new Headers(req.headers);
  requestHeaders.set("x-nonce", nonce);
  requestHeaders.set("x-request-id", requestId);
  requestHeaders.set("Content-Security-Policy", csp);
  const res = NextResponse.next({ request: { headers: requestHeaders } });
  res.headers.set("Content-Security-Policy", csp);
  res.headers.set("x-request-id", requestId);
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https }))) res.headers.set(name, value);
  return res;
}

export const config = {
  // Pages only: not the API (bodies stay out of the proxy's reach), Next's immutable build assets, or
  // stored objects (served with their own sandbox CSP).
  matcher: ["/((?!api/|_next/static|_next/image|objects/).*)"],
};
