import { expect, test } from "@playwright/test";

const pages = ["/", "/generator", "/pro-wizard", "/admin/login", "/definitely-missing"];

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
      expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
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

  test("API answers carry nosniff and no x-powered-by", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    expect(res.headers()["x-powered-by"]).toBeUndefined();
  });
});
