import { expect, test } from "@playwright/test";
import { ensureAdmin, loginThroughForm, E2E_ADMIN } from "../support/e2e-admin";

test.describe("admin login", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
  });

  test("logged-out visits to admin pages show the login form", async ({ page }) => {
    for (const path of ["/admin/dashboard", "/admin/articles", "/admin/showcase", "/analytics"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();
    }
  });

  test("empty fields, wrong password, then success and logout", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByRole("button", { name: "Login to Dashboard" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Please enter both email and password." }),
    ).toBeVisible();

    await loginThroughForm(page, { email: E2E_ADMIN.email, password: "wrong password" });
    const toast = page.getByRole("status").filter({ hasText: "Login Failed" });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Invalid credentials");

    await loginThroughForm(page);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => sessionStorage.getItem("adminAuthenticated"))).toBe("true");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem("adminAuthenticated"))).toBeNull();
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();
  });

  test("next-auth's own endpoints do not exist: one way in (finding 1)", async ({ request }) => {
    // A correct password through next-auth's credentials callback must not give a session.
    const csrf = await request.get("/api/auth/csrf");
    expect(csrf.status()).toBe(404);
    const res = await request.post("/api/auth/callback/credentials", {
      form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, csrfToken: "x" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(404);
    expect(res.headers()["set-cookie"] ?? "").not.toMatch(/session-token/);
    for (const path of ["/api/auth/session", "/api/auth/providers", "/api/auth/signin", "/api/auth/signout"])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test("the login form embedded in an admin page stays on that page", async ({ page }) => {
    await page.goto("/admin/showcase");
    await loginThroughForm(page);
    await expect(page.getByRole("heading", { name: "Showcase Video Management" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/showcase$/);
  });
});
