import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_SITE_ENV, e2ePort } from "../support/e2e-site.mjs";

const pages = ["/", "/generator", "/pro-wizard", "/admin/login", "/definitely-missing"];

// The landing is prerendered and served with the hashes of its inline scripts while the server's site
// settings are those of the build (.next/promptreel/static-pages.json, written by the build); otherwise
// the proxy serves its live twin, rendered per request with a nonce (lib/security/static-pages.ts).
// The server's settings: playwright.config.ts's webServer env (no SITE_URL: localhost and the port).
// `npm test` builds with them (scripts/test.mjs); a build made with others exercises the live twin.
function landingPrerendered(): boolean {
  const server = {
    url: `http://localhost:${e2ePort()}`,
    contactEmail: E2E_SITE_ENV.SITE_CONTACT_EMAIL,
    donationUrl: E2E_SITE_ENV.SITE_DONATION_URL,
    marketplaceUrl: E2E_SITE_ENV.SITE_MARKETPLACE_URL,
  };
  try {
    const manifest = JSON.parse(fs.readFileSync(".next/promptreel/static-pages.json", "utf8"));
    return JSON.stringify(manifest["/"].site) === JSON.stringify(server);
  } catch {
    return false;
  }
}

test.describe("security headers", () => {
  for (const path of pages) {
    test(`${path} carries the security headers and renders without CSP violations`, async ({ page }) => {
      const violations: string[] = [];
      page.on("console", (msg) => {
        if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text()))
          violations.push(msg.text());
      });
      const res = await page.goto(path);
      const headers = res!.headers();
      if (path === "/" && landingPrerendered()) {
        // Only the page's own inline scripts (by hash) and same-origin script files; no nonce.
        expect(headers["content-security-policy"]).toMatch(
          /script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+;/,
        );
        expect(headers["content-security-policy"]).not.toContain("nonce");
        expect(headers["x-nextjs-cache"]).toBe("HIT");
      } else {
        expect(headers["content-security-policy"]).toMatch(
          /script-src 'self' 'nonce-[^']+' 'strict-dynamic'/,
        );
      }
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();
      // Demo mode is served over http: no HSTS, no Stripe domains (Stripe is not configured).
      expect(headers["strict-transport-security"]).toBeUndefined();
      expect(headers["content-security-policy"]).not.toContain("stripe");
      // The page hydrated (the nonce reached Next's scripts): the mobile menu button reacts, or on the
      // back office (its own navigation, no mobile menu) the login form checks its fields.
      await page.setViewportSize({ width: 390, height: 800 });
      if (path.startsWith("/admin")) {
        await page.getByRole("button", { name: "Login to Dashboard" }).click();
        await expect(
          page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
        ).toBeVisible();
      } else {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.locator("#mobile-menu")).toBeVisible();
      }
      expect(violations).toEqual([]);
    });
  }

  test("the landing's live twin is reached only through /: a direct request is sent to /", async ({
    request,
  }) => {
    const res = await request.get("/landing-live", { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers()["location"], "http://x").pathname).toBe("/");
  });

  test("API answers carry nosniff and no x-powered-by", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["x-powered-by"]).toBeUndefined();
  });
});
