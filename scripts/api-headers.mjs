// The static headers of every /api/* answer, shared by next.config.mjs (answers Next renders) and
// scripts/health.mjs (the liveness check the production server answers before Next). API answers are
// JSON, so their CSP allows nothing.

/** The security headers of API answers; HSTS only when the site is served over https. */
export function apiHeaders(siteUrl = process.env.SITE_URL ?? "") {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
    ...(siteUrl.startsWith("https:")
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
      : []),
  ];
}
