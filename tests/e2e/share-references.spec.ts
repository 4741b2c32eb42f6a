// Issue 27 item 4: a visitor's reference image is private until they share the prompt: the share page
// shows it to anyone with the link (through that share only), and nothing else becomes readable.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ensureAdmin, openAsAdmin } from "../support/e2e-admin";
import { PNG_1PX } from "../support/sample-files";

test("attach a reference, share, see it on the share page from another browser, until it is taken down", async ({
  page,
  browser,
}) => {
  await ensureAdmin();
  const title = `Harbor references ${Date.now()}`;
  await page.goto("/generator");
  await page.getByLabel("Scene title (optional)").fill(title);
  await page
    .getByLabel("Scene description")
    .fill("Scene 1: A misty harbor at dawn. Maria, a young fisherwoman, walks along the pier.");
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("json-output")).toBeVisible();

  const refs = page.getByTestId("bible-references");
  const label = refs.getByLabel("Reference label for Maria");
  await label.fill("Maria's face");
  await label.press("Enter");
  await refs.getByLabel("Reference image for Maria").setInputFiles({
    name: "maria.png",
    mimeType: "image/png",
    buffer: PNG_1PX,
  });
  await expect(page.getByTestId("editor-announcement")).toContainText("Reference image for Maria attached.");
  const src = (await refs.getByTestId("reference-thumbnail").getAttribute("src"))!;
  const imageId = src.split("/").pop()!;

  // A second image of the same visitor that the shared document does not name.
  const other = await page.request.post("/api/references", {
    data: PNG_1PX,
    headers: { "content-type": "image/png", origin: new URL(page.url()).origin },
  });
  expect(other.status()).toBe(201);
  const otherId = ((await other.json()) as { id: string }).id;

  await page.getByRole("button", { name: "Share" }).click();
  const link = page.getByTestId("share-link");
  await expect(link).toHaveText(/\/p\/[A-Za-z0-9_-]{22}$/);
  const url = (await link.textContent())!;
  const shareId = url.split("/").pop()!;

  const stranger = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const pub = await stranger.newPage();
  expect((await pub.goto(url))?.status()).toBe(200);
  const section = pub.getByTestId("shared-references");
  await expect(section.getByRole("heading", { name: "Reference images" })).toBeVisible();
  await expect(section).toContainText("Maria");
  await expect(section).toContainText("Maria's face");
  const img = section.getByRole("img", { name: "Reference image for Maria: Maria's face" });
  await expect(img).toHaveAttribute("src", `/api/references/${imageId}?share=${shareId}`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);

  // Only through this share: not without it, not another image, not an unknown one.
  const origin = new URL(url).origin;
  expect((await pub.request.get(`${origin}/api/references/${imageId}`)).status()).toBe(404);
  expect((await pub.request.get(`${origin}/api/references/${otherId}?share=${shareId}`)).status()).toBe(404);
  expect(
    (
      await pub.request.get(`${origin}/api/references/00000000-0000-4000-8000-000000000000?share=${shareId}`)
    ).status(),
  ).toBe(404);
  expect(
    (await pub.request.get(`${origin}/api/references/${imageId}?share=AAAAAAAAAAAAAAAAAAAAAA`)).status(),
  ).toBe(404);

  // Phone layout: nothing overflows at 360 px; axe clean on the whole share page.
  expect(
    await pub.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page: pub }).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // Removed (an admin takes the share down): the page and the image through it are gone; the owner keeps it.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await openAsAdmin(adminPage, "/admin/moderation", "Moderation");
  await adminPage.getByLabel("Search shares").fill(title);
  const row = adminPage.getByTestId("share-row").filter({ hasText: title });
  await row.getByRole("button", { name: "Take down" }).click();
  await adminPage.getByRole("alertdialog").getByRole("button", { name: "Take down" }).click();
  await expect(row.getByText(/taken down by/)).toBeVisible();
  await admin.close();
  expect((await pub.request.get(url)).status()).toBe(404);
  expect((await pub.request.get(`${origin}/api/references/${imageId}?share=${shareId}`)).status()).toBe(404);
  expect((await page.request.get(`${origin}/api/references/${imageId}`)).status()).toBe(200);
  await stranger.close();
});
