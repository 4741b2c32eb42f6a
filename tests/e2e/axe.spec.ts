import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { layoutRoutes, seedLayoutArticle } from "../support/e2e-routes";

// axe-core on every page and state: no violation of any impact. Also one h1 per page and no skipped
// heading level (axe's heading-order only flags some skips).

async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((h) => (h as HTMLElement).offsetParent !== null || h.getClientRects().length > 0)
      .map((h) => Number(h.tagName[1])),
  );
}

for (const width of [1366, 390]) {
  test(`axe finds no violations on any page at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const article = await seedLayoutArticle();
    for (const route of layoutRoutes(() => article)) {
      await test.step(route.name, async () => {
        await route.visit(page);
        await route.key(page);
        // A client-side navigation sets the title a moment after the content.
        await expect(page).toHaveTitle(/\S/);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(
          violations.map(
            (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
          route.name,
        ).toEqual([]);
        const levels = await headingLevels(page);
        expect(
          levels.filter((l) => l === 1),
          `${route.name}: one h1`,
        ).toHaveLength(1);
        levels.forEach((l, i) => {
          if (i > 0)
            expect(
              l - levels[i - 1],
              `${route.name}: heading levels ${levels.join(",")}`,
            ).toBeLessThanOrEqual(1);
        });
      });
    }
  });
}

test("a skip link leads to the content, and Escape closes the mobile menu even with a toast", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/generator");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  // A toast on screen (the content policy refusal), then the menu: one Escape closes it.
  await page.getByLabel("Scene description").fill("A naked man walks");
  await page.getByLabel("Scene description").press("Control+Enter");
  await expect(page.getByRole("status").filter({ hasText: "Content Not Allowed" })).toBeVisible();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toHaveCount(0);
});

test("Escape closes a dialog in one press while a toast is showing", async ({ page }) => {
  await page.goto("/pro-wizard");
  await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
  await page.getByRole("button", { name: "Buy Now: Basic pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
  await expect(dialog).toBeVisible();
  // Pay with no e-mail raises a toast while the dialog stays open.
  await dialog.getByRole("button", { name: "Pay $5" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Email required" })).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).focus();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});
