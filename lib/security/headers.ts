// Security headers for every response (applied by proxy.ts). The Content-Security-Policy allows
// exactly what the app uses: its own origin, a per-request nonce for Next's inline scripts (or, on a
// prerendered page, the hashes of its inline scripts: lib/security/static-pages.ts), and Stripe's or
// Blob's domains only when those services are configured.

export type SecurityOptions = {
  /** A per-request nonce for a page rendered per request. */
  nonce?: string;
  /**
   * Instead of a nonce, for prerendered HTML: the hash sources of its inline scripts. Its script
   * files are allowed by 'self' (no 'strict-dynamic', which would ignore 'self' and block the
   * framework's `<script src>` tags that carry no nonce).
   */
  hashes?: string[];
  stripe: boolean;
  blob: boolean;
  production: boolean;
  https: boolean;
};

export function contentSecurityPolicy({
  nonce,
  hashes,
  stripe,
  blob,
  production,
  https,
}: SecurityOptions): string {
  if (!nonce && !hashes?.length) throw new Error("contentSecurityPolicy needs a nonce or script hashes");
  const blobHosts = blob ? ["https://*.public.blob.vercel-storage.com"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic' lets the nonce'd Next runtime load its chunks; React needs eval only in dev.
    "script-src": [
      "'self'",
      ...(nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : (hashes ?? [])),
      ...(stripe ? ["https://js.stripe.com"] : []),
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    // Radix positions popovers with inline styles.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...blobHosts, ...(stripe ? ["https://*.stripe.com"] : [])],
    "media-src": ["'self'", "blob:", ...blobHosts],
    "font-src": ["'self'", "data:"],
    "connect-src": [
      "'self'",
      ...(stripe ? ["https://api.stripe.com", "https://m.stripe.network", "https://q.stripe.com"] : []),
      ...(blob ? ["https://vercel.com", ...blobHosts] : []),
    ],
    "frame-src": stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  const policy = Object.entries(directives).map(([k, v]) => `${k} ${v.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** The headers set on every response besides the CSP. */
export function baseSecurityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
  };
}

/** A fresh base64 nonce (Web Crypto: works in any runtime). */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
