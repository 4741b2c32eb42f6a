import { NextResponse, type NextRequest } from "next/server";
import { requestIdOf } from "@/lib/http/request-id";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "@/lib/security/headers";

// The request gate (Next 16's name for middleware). Two jobs:
// 1. Security headers on every response, with a per-request CSP nonce that Next applies to its own
//    inline scripts (it reads the nonce from the request's Content-Security-Policy header).
// 2. A coarse gate: admin API calls without a session cookie get 401 JSON here. It only looks for the
//    cookie; every admin route, page and action verifies the session itself (requireAdmin()).
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];
const PUBLIC_ADMIN_API = new Set(["/api/admin/login", "/api/admin/logout"]);

function isGatedApi(pathname: string): boolean {
  if (pathname === "/api/analytics" || pathname.startsWith("/api/analytics/")) return true;
  return pathname.startsWith("/api/admin/") && !PUBLIC_ADMIN_API.has(pathname);
}

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

  let res: NextResponse;
  if (isGatedApi(req.nextUrl.pathname) && !SESSION_COOKIES.some((name) => req.cookies.has(name))) {
    res = NextResponse.json({ message: "Authentication required" }, { status: 401 });
  } else {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("x-request-id", requestId);
    requestHeaders.set("Content-Security-Policy", csp);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  }
  res.headers.set("Content-Security-Policy", csp);
  res.headers.set("x-request-id", requestId);
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https }))) res.headers.set(name, value);
  return res;
}

export const config = {
  // Everything except Next's immutable build assets and stored objects (served with their own sandbox CSP).
  matcher: ["/((?!_next/static|_next/image|objects/).*)"],
};
