import fs from "node:fs";
import path from "node:path";
import { NextResponse, type NextRequest } from "next/server";
import { siteConfig } from "@/lib/env";
import { requestIdOf } from "@/lib/http/request-id";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "@/lib/security/headers";
import { STATIC_MANIFEST_PATH, staticPageRoute, type StaticManifest } from "@/lib/security/static-pages";

// The request gate (Next 16's name for middleware): security headers on every PAGE response, with a
// per-request CSP nonce that Next applies to its own inline scripts (it reads the nonce from the
// request's Content-Security-Policy header).
// Prerendered pages (the landing: lib/security/static-pages.ts) carry no nonce: they get a CSP with the
// hashes of their inline scripts, or are rewritten to their live twin (rendered per request, with a
// nonce) when the site settings differ from the build's.
// It does not run for /api/*: Next buffers (and silently truncates at 10 MB) the body of every
// request a proxy matches, before the routes' own limits and streaming run (docs/security-overview.md, finding 8).
// API answers get their headers from next.config.mjs; every admin route checks its session itself
// (requireAdmin()), so no coarse cookie gate is needed here.

let manifest: StaticManifest | null | undefined;
/** The build's static-page manifest (written once by the build, so read once); null without one. */
function staticManifest(): StaticManifest | null {
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(
        fs.readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), STATIC_MANIFEST_PATH), "utf8"),
      );
    } catch {
      manifest = null;
    }
  }
  return manifest ?? null;
}

export function proxy(req: NextRequest) {
  const requestId = requestIdOf(req.headers);
  const https = (process.env.SITE_URL ?? "").startsWith("https:");
  const options = {
    stripe: Boolean(process.env.STRIPE_PUBLISHABLE_KEY && process.env.STRIPE_SECRET_KEY),
    blob: Boolean(process.env.BLOB_READ_WRITE_TOKEN),
    production: process.env.NODE_ENV === "production",
    https,
  };
  const route = staticPageRoute(staticManifest(), req.nextUrl.pathname, siteConfig());

  let res: NextResponse;
  let csp: string;
  if (route && "redirect" in route) {
    res = NextResponse.redirect(new URL(route.redirect, req.url), 308);
    csp = contentSecurityPolicy({ ...options, nonce: newNonce() });
  } else if (route && "hashes" in route) {
    // Served from the prerendered HTML: nothing renders, so the request needs no nonce.
    csp = contentSecurityPolicy({ ...options, hashes: route.hashes });
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-request-id", requestId);
    res = NextResponse.next({ request: { headers: requestHeaders } });
  } else {
    const nonce = newNonce();
    csp = contentSecurityPolicy({ ...options, nonce });
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("x-request-id", requestId);
    requestHeaders.set("Content-Security-Policy", csp);
    res = route
      ? NextResponse.rewrite(new URL(route.rewrite + req.nextUrl.search, req.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
  }
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
