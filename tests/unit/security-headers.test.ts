import { describe, expect, it } from "vitest";
import { baseSecurityHeaders, contentSecurityPolicy, newNonce } from "@/lib/security/headers";

const base = { nonce: "abc", stripe: false, blob: false, production: true, https: false };

describe("content security policy", () => {
  it("allows only self and the nonce by default, never framing", () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("stripe");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("vercel-storage");
  });
  it("adds Stripe's domains only when Stripe is configured", () => {
    const csp = contentSecurityPolicy({ ...base, stripe: true });
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
  it("adds Blob's hosts only when Blob is configured", () => {
    expect(contentSecurityPolicy({ ...base, blob: true })).toMatch(/img-src [^;]*vercel-storage\.com/);
  });
  it("upgrades requests and sends HSTS only over https", () => {
    expect(contentSecurityPolicy({ ...base, https: true })).toContain("upgrade-insecure-requests");
    expect(baseSecurityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(baseSecurityHeaders({ https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(baseSecurityHeaders({ https: false })["X-Content-Type-Options"]).toBe("nosniff");
  });
  it("makes a new nonce each time", () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(newNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
