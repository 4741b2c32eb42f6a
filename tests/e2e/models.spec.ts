import { expect, test } from "@playwright/test";

// /models: the catalog as a creator reads it, server-rendered, indexable, linked from the export panel.

test.describe("the models page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("is server-rendered with a table per model, its own JSON-LD, a canonical URL and a sitemap entry", async ({
    page,
    request,
  }) => {
    await page.goto("/models");
    await expect(page.getByRole("heading", { level: 1, name: "AI video model limits" })).toBeVisible();
    for (const id of [
      "veo-3.1-lite",
      "kling-4",
      "wan-3.0",
      "minimax-h3",
      "gemini-omni-flash-1.2",
      "luma-ray-3.2",
      "pika-2.5",
    ])
      await expect(page.locator(`section[id="${id}"] table`)).toBeVisible();
    await expect(
      page.locator("section[id='wan-2.6']").getByText(/Legacy: superseded by Alibaba Wan 3\.0/),
    ).toBeVisible();
    const kling = page.locator("section[id='kling-4'] table");
    await expect(kling.getByRole("row", { name: /Durations/ })).toContainText("3-30 s");
    await expect(kling.getByRole("row", { name: /Sources/ })).toContainText("(host, read 2026-11-26)");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/models$/);

    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "",
    );
    expect(ld).toMatchObject({ "@type": "WebPage", mainEntity: { "@type": "ItemList" } });
    expect(ld.mainEntity.itemListElement.map((i: { item: { name: string } }) => i.item.name)).toContain(
      "Kling 4.0",
    );

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/models<\/loc>/);
  });
});

test("the export panel links to the chosen model's limits; legacy models stay exportable", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/generator");
  await page
    .getByLabel("Scene description")
    .fill(
      'At dawn, Maria, a young fisherwoman, walks along the misty harbor. She says "The sea is calm today."',
    );
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("json-output")).toBeVisible({ timeout: 90_000 });
  const panel = page.getByTestId("export-panel");
  const target = panel.getByLabel("Target model");
  await expect(target.locator("option", { hasText: "Alibaba Wan 2.6 (legacy)" })).toBeEnabled();
  await target.selectOption("kling-4");
  await panel.getByRole("link", { name: "Every model's limits" }).click();
  await expect(page).toHaveURL(/\/models#kling-4$/);
  await expect(page.getByRole("heading", { name: /Kling 4\.0/ })).toBeVisible();
});
