import { expect, test } from "@playwright/test";

test.describe("site shell", () => {
  test("navigation highlights the current route", async ({ page }) => {
    await page.goto("/generator");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "PromptReel home" })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Free Generator" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Pro Chat" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Pro Chat" }).click();
    await expect(page).toHaveURL(/\/pro-wizard$/);
    await expect(nav.getByRole("link", { name: "Pro Chat" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Free Generator" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Support opens the donation page in a new tab", async ({ page, context }) => {
    await context.route("https://donate.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Donate</h1>" }),
    );
    await page.goto("/");
    const support = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Support" });
    await expect(support).toHaveAttribute("target", "_blank");
    await expect(support).toHaveAttribute("rel", /noopener/);
    const [popup] = await Promise.all([context.waitForEvent("page"), support.click()]);
    await expect(popup).toHaveURL("https://donate.example.com/promptreel");
  });

  test("mobile menu at 390 px lists the two pages and Support Project", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Free Generator" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link")).toHaveText(["Free Generator", "Pro Chat", "Support Project"]);
    await expect(menu.getByRole("link", { name: "Support Project" })).toHaveAttribute("target", "_blank");
    await menu.getByRole("link", { name: "Free Generator" }).click();
    await expect(page).toHaveURL(/\/generator$/);
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Free Generator" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test("unknown paths show the 404 screen", async ({ page }) => {
    const res = await page.goto("/definitely-not-here");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("footer shows the configured contact address; health answers", async ({ page, request }) => {
    await page.goto("/");
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "contact@promptreel.test" }),
    ).toHaveAttribute("href", "mailto:contact@promptreel.test");
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
  });
});
