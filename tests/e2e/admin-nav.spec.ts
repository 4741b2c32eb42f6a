import { expect, test } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, loginThroughForm, openAsAdmin } from "../support/e2e-admin";

test.describe("admin navigation, confirmations and article slugs", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
  });

  test("the back office has its own navigation instead of the public one", async ({ page }) => {
    await page.goto("/admin/dashboard");
    // Signed out: the admin header without links, and no public navigation.
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole("link", { name: "Articles" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

    await loginThroughForm(page);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    for (const name of ["Dashboard", "Analytics", "Articles", "Showcase"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await nav.getByRole("link", { name: "Articles", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Article Management" })).toBeVisible();
    await nav.getByRole("link", { name: "Showcase", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Showcase Video Management" })).toBeVisible();
    await nav.getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page).toHaveURL(/\/analytics$/);

    // Phones first: no horizontal scroll at 360 px.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The public pages keep the public navigation.
    await page.goto("/generator");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toHaveCount(0);
  });

  test("closing the article dialog with unsaved changes asks first; a renamed article's old URL redirects permanently", async ({
    page,
    request,
  }) => {
    const id = Date.now().toString(36);
    const title = `Slug redirect ${id}`;
    const slug = `slug-redirect-${id}`;
    await sql(
      `INSERT INTO articles (id, title, slug, meta_title, meta_description, body_content, is_published, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, 'Meta', 'Description', 'Body content long enough', true, now(), now())`,
      [title, slug],
    );
    await openAsAdmin(page, "/admin/articles", "Article Management");
    const card = page.getByTestId("article-card").filter({ hasText: title });
    // The slug links to the live article.
    await expect(card.getByRole("link", { name: `/articles/${slug}` })).toHaveAttribute(
      "href",
      `/articles/${slug}`,
    );

    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title", { exact: true }).fill(`${title} renamed`);
    await page.keyboard.press("Escape");
    const discard = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await expect(discard).toBeVisible();
    await discard.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(`${title} renamed`);

    await dialog.getByRole("button", { name: "Save Article" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Article updated successfully" })).toBeVisible();
    const newSlug = `${slug}-renamed`;
    await expect(card.getByRole("link", { name: `/articles/${newSlug}` })).toBeVisible();

    const old = await request.get(`/articles/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers()["location"]).toMatch(new RegExp(`/articles/${newSlug}$`));
    expect((await request.get(`/articles/${slug}`)).status()).toBe(200);

    // An unchanged form closes without asking; a changed one can be discarded.
    await card.getByRole("button", { name: "Edit" }).click();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await card.getByRole("button", { name: "Edit" }).click();
    await dialog.getByLabel("SEO Meta Title").fill("Changed");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await discard.getByRole("button", { name: "Discard" }).click();
    await expect(dialog).toHaveCount(0);
    expect(
      await sql("SELECT 1 FROM articles WHERE slug = $1 AND meta_title = 'Meta'", [newSlug]),
    ).toHaveLength(1);
  });
});
