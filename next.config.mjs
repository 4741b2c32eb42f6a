import { apiHeaders } from "./scripts/api-headers.mjs";

const CORS_PATHS = [
  "/api/openapi.json",
  "/api/targets",
  "/api/export",
  "/api/generate-scene",
  "/api/share/:id",
];
const CORS_HEADERS = [
  { key: "Access-Control-Allow-Origin", value: "*" },
  { key: "Access-Control-Allow-Methods", value: "GET, POST, OPTIONS" },
  { key: "Access-Control-Allow-Headers", value: "content-type" },
  { key: "Access-Control-Expose-Headers", value: "Retry-After, x-request-id" },
  { key: "Access-Control-Max-Age", value: "600" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Uploaded files live under .data/; never trace them into the server bundle.
  outputFileTracingExcludes: { "*": [".data/**", "tests/**", "bench-results/**"] },
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "nodemailer"],
  // Page paths and server actions: the proxy buffers a body up to this size (Next's default is 10 MB),
  // the same 1 MB as Next's server-action limit and scripts/body-limits.mjs (issue 24.4).
  experimental: { proxyClientMaxBodySize: "1mb", inlineCss: true },
  // Article featured images (uploads of up to 5 MB) reach readers resized and re-encoded (WebP) by
  // Next's optimiser, at request time (nothing is fetched at build time): local uploads under
  // /objects/ (read through the app's own route) and uploads in Vercel Blob (lib/images/optimizable.ts).
  // Upload names are random and never reused, so a resized copy can be cached for a year.
  images: {
    localPatterns: [{ pathname: "/objects/**", search: "" }],
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com", pathname: "/**" }],
    formats: ["image/webp"],
    minimumCacheTTL: 31_536_000,
  },
  // proxy.ts does not run for /api/* (it would buffer request bodies): API answers get the static
  // security headers here. They are JSON, so their CSP allows nothing.
  async headers() {
    return [
      // Cross-origin use of the public API: only the stateless endpoints that need no cookie answer
      // other origins, and never with credentials, so a page elsewhere can call them but can never act
      // with a visitor's cookies. Everything that relies on cookies keeps its same-origin check
      // (assertSameOrigin in lib/http/route.ts); /api/mcp refuses browser origins (docs/api.md).
      ...CORS_PATHS.map((source) => ({ source, headers: CORS_HEADERS })),
      {
        source: "/api/:path*",
        headers: apiHeaders(),
      },
    ];
  },
};

export default nextConfig;
