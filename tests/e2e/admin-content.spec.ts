import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, openAsAdmin } from "../support/e2e-admin";

const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const GIF_1PX = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

test.describe("admin content", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
  });

  test("create, edit, publish and delete an article with a featured image", async ({ page, request }) => {
    await openAsAdmin(page, "/admin/articles", "Article Management");
    const existing = await sql<{ n: string }>("SELECT count(*)::text AS n FROM articles");
    if (existing[0].n === "0") {
      await expect(page.getByRole("heading", { name: "No Articles Yet" })).toBeVisible();
      await page.getByRole("button", { name: "Create Article", exact: true }).click();
    } else {
      await page.getByRole("button", { name: "Create New Article" }).click();
    }

    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Create New Article" })).toBeVisible();
    const title = `E2E Article ${Date.now()}`;
    // The shared schema speaks before the server does.
    await dialog.getByRole("button", { name: "Save Article" }).click();
    await expect(dialog.getByText("Title is required", { exact: true })).toBeVisible();

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("SEO Meta Title").fill("Prompting AI video");
    await expect(dialog.getByText("18/60")).toBeVisible();
    await dialog.getByLabel("SEO Meta Description").fill("Scene-by-scene prompts for AI video models.");
    await expect(dialog.getByText("43/160")).toBeVisible();
    await dialog
      .getByLabel("Body Content")
      .fill("Describe the scene, the camera moves and the light, one scene at a time.");

    // Choosing a file does not upload it; the Upload button does.
    await dialog
      .getByLabel("Featured Image")
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_1PX });
    await expect(dialog.getByAltText("Featured image preview")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    const preview = dialog.getByAltText("Featured image preview");
    await expect(preview).toBeVisible();
    const imagePath = await preview.getAttribute("src");
    expect(imagePath).toMatch(/^\/objects\/[a-f0-9]{32}\.png$/);

    await dialog.getByRole("button", { name: "Save Article" }).click();
    await expect(toast(page, "Article created successfully")).toBeVisible();
    const card = page.getByTestId("article-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText("Draft")).toBeVisible();
    const slug = title.toLowerCase().replace(/ /g, "-");
    await expect(card.getByText(`/articles/${slug}`)).toBeVisible();
    await expect(card.locator("img")).toHaveAttribute("src", imagePath!);

    // The stored image is served back with its type.
    const image = await request.get(imagePath!);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await image.body()).equals(PNG_1PX)).toBe(true);

    // Edit: new meta title and publish.
    await card.getByRole("button", { name: "Edit" }).click();
    await expect(dialog.getByRole("heading", { name: "Edit Article" })).toBeVisible();
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await dialog.getByLabel("SEO Meta Title").fill("Prompting AI video, edited");
    await dialog.getByRole("switch").click();
    await dialog.getByRole("button", { name: "Save Article" }).click();
    await expect(toast(page, "Article updated successfully")).toBeVisible();
    await expect(card.getByText("Published")).toBeVisible();
    await expect(card.getByText("Prompting AI video, edited")).toBeVisible();
    const [row] = await sql<{ is_published: boolean; featured_image: string }>(
      "SELECT is_published, featured_image FROM articles WHERE slug = $1",
      [slug],
    );
    expect(row).toEqual({ is_published: true, featured_image: imagePath });

    // Published: the public page shows it with its featured image and meta title (revalidated).
    const publicPage = await page.context().newPage();
    const publicRes = await publicPage.goto(`/articles/${slug}`);
    expect(publicRes?.status()).toBe(200);
    await expect(publicPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The upload reaches readers through the image optimiser (resized), and loads.
    const featured = publicPage.getByRole("img", { name: title });
    await expect(featured).toHaveAttribute(
      "src",
      new RegExp(`^/_next/image\\?url=${encodeURIComponent(imagePath!).replace(/\./g, "\\.")}&w=\\d+&q=75$`),
    );
    // (A 1 px upload drawn from an 828w candidate has a naturalWidth of 0: decode() is the check.)
    expect(
      await featured.evaluate((el: HTMLImageElement) =>
        el.decode().then(
          () => "decoded",
          (e: unknown) => String(e),
        ),
      ),
    ).toBe("decoded");
    await expect(publicPage).toHaveTitle(/Prompting AI video, edited/);
    await publicPage.close();

    // Delete after confirming in a dialog.
    await card.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this article?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(toast(page, "Article deleted successfully")).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await sql("SELECT 1 FROM articles WHERE slug = $1", [slug])).toHaveLength(0);
  });

  test("add GIFs to the showcase, reorder, deactivate and delete after the confirmation", async ({
    page,
    request,
  }) => {
    await openAsAdmin(page, "/admin/showcase", "Showcase Video Management");
    const stamp = Date.now();

    await page.getByRole("button", { name: "Add Video" }).click();
    await expect(toast(page, "Please provide a title and upload a file.")).toBeVisible();

    const add = async (title: string, order: string) => {
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Display Order").fill(order);
      await page.getByLabel("Description").fill(`${title} description`);
      await page
        .getByLabel("Video or GIF")
        .setInputFiles({ name: "clip.gif", mimeType: "image/gif", buffer: GIF_1PX });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByText("Uploaded")).toBeVisible();
      await page.getByRole("button", { name: "Add Video" }).click();
      await expect(page.getByTestId("showcase-video").filter({ hasText: title })).toBeVisible();
    };
    const first = `Gallery A ${stamp}`;
    const second = `Gallery B ${stamp}`;
    await add(first, "900000");
    await add(second, "900001");

    const titles = async () =>
      (await page.getByTestId("showcase-video").getByRole("heading").allTextContents()).filter((t) =>
        t.endsWith(String(stamp)),
      );
    await expect.poll(titles).toEqual([first, second]);
    const rowB = page.getByTestId("showcase-video").filter({ hasText: second });
    await rowB.getByRole("button", { name: "Move up" }).click();
    await expect.poll(titles).toEqual([second, first]);

    // Deactivate: the badge and the stored flag change.
    await rowB.getByRole("button", { name: "Deactivate" }).click();
    await expect(rowB.getByText("Inactive")).toBeVisible();
    const [stored] = await sql<{ is_active: boolean; gif_url: string }>(
      "SELECT is_active, gif_url FROM showcase_videos WHERE title = $1",
      [second],
    );
    expect(stored.is_active).toBe(false);
    expect((await request.get(stored.gif_url)).status()).toBe(200);

    // Deactivated: gone from the landing gallery, while the active one is still shown.
    const landing = await page.context().newPage();
    await landing.goto("/");
    const galleryTitles = landing
      .getByRole("region", { name: "Showcase Gallery" })
      .getByRole("heading", { level: 3 });
    await expect(galleryTitles.filter({ hasText: first })).toHaveCount(1);
    await expect(galleryTitles.filter({ hasText: second })).toHaveCount(0);
    await landing.close();

    // Delete: the spec's confirmation, then the row and its file are gone.
    await rowB.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete showcase video?" });
    await expect(confirm).toContainText("Are you sure you want to delete this showcase video?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(rowB).toHaveCount(0);
    expect(await sql("SELECT 1 FROM showcase_videos WHERE title = $1", [second])).toHaveLength(0);
    expect((await request.get(stored.gif_url)).status()).toBe(404);

    // Dismissing the confirmation keeps the video.
    const rowA = page.getByTestId("showcase-video").filter({ hasText: first });
    await rowA.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(rowA).toBeVisible();
  });
});
