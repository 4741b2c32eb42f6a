import { expect, test, type Page } from "@playwright/test";

// Generator states (a failed run clears the result, a double click sends one request), the local
// history (reopen, copy, delete, clear all, kept across reloads) and share links (share, open the
// public page in a fresh logged-out browser context, fork into the generator).

const SCENE = "A child floats a paper boat down a rainy street gutter while her dog watches.";

async function generate(page: Page, description = SCENE, title = "") {
  await page.getByLabel("Scene description").fill(description);
  await page.getByLabel("Scene title (optional)").fill(title);
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
}

test.describe("generator states", () => {
  test("a double click sends one request, and a failed run clears the previous result", async ({ page }) => {
    await page.goto("/generator");
    await expect(page.getByText("Describe your scene and press Generate.")).toBeVisible();
    await expect(page.getByText("on the left")).toHaveCount(0);
    let requests = 0;
    page.on("request", (r) => {
      if (r.url().endsWith("/api/generate-scene")) requests++;
    });
    await page.getByLabel("Scene description").fill(SCENE);
    await page.getByLabel("Scene title (optional)").fill("Paper Boat");
    await page.getByRole("button", { name: "Generate JSON Prompt" }).dblclick();
    await expect(page.getByTestId("json-output")).toContainText('"project_title": "Paper Boat"');
    expect(requests).toBe(1);

    await page.route("**/api/generate-scene", (r) =>
      r.fulfill({ status: 503, contentType: "application/json", body: '{"message":"Service busy"}' }),
    );
    await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Service busy" })).toBeVisible();
    await expect(page.getByTestId("json-output")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Copy JSON" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Download JSON" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
  });

  test("Generate is disabled while Generating...", async ({ page }) => {
    await page.goto("/generator");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/generate-scene", async (r) => {
      await held;
      await r.continue();
    });
    await generate(page);
    const busy = page.getByRole("button", { name: "Generating..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.getByTestId("json-output")).toBeVisible();
  });
});

test.describe("history", () => {
  test("keeps generated prompts across reloads: reopen, copy, delete, clear all", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/generator");
    const history = page.getByTestId("history");
    await expect(history).toContainText("Your last 50 prompts are kept in this browser.");
    await generate(page, SCENE, "Paper Boat");
    await expect(page.getByTestId("json-output")).toBeVisible();
    await generate(
      page,
      "A lighthouse keeper climbs the spiral stairs at dusk with a lantern.",
      "Lighthouse",
    );
    await expect(page.getByTestId("json-output")).toContainText('"project_title": "Lighthouse"');

    await page.reload();
    const entries = history.getByTestId("history-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText("Lighthouse");
    await expect(entries.nth(1)).toContainText("Paper Boat");
    await expect(entries.nth(1)).toContainText("paper boat");
    await expect(entries.first().locator("time")).toBeVisible();

    await page.getByRole("button", { name: "Reopen Paper Boat" }).click();
    await expect(page.getByTestId("json-output")).toContainText('"project_title": "Paper Boat"');
    await page.getByRole("button", { name: "Copy Lighthouse" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      '"project_title": "Lighthouse"',
    );

    await page.getByRole("button", { name: "Delete Lighthouse" }).click();
    await expect(entries).toHaveCount(1);
    await page.reload();
    await expect(entries).toHaveCount(1);
    // Clear all asks first, and can be undone.
    await page.getByRole("button", { name: "Clear all", exact: true }).click();
    await expect(page.getByTestId("history-clear-confirm")).toContainText(
      "Clear all 1 prompt from this browser?",
    );
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(entries).toHaveCount(1);
    await page.getByRole("button", { name: "Clear all", exact: true }).click();
    await page.getByRole("button", { name: "Yes, clear all" }).click();
    await expect(entries).toHaveCount(0);
    await page.getByRole("button", { name: "Undo clear all" }).click();
    await expect(entries).toHaveCount(1);
    await page.getByRole("button", { name: "Clear all", exact: true }).click();
    await page.getByRole("button", { name: "Yes, clear all" }).click();
    await expect(entries).toHaveCount(0);
    await page.reload();
    await expect(history).toContainText("Your last 50 prompts are kept in this browser.");
  });
});

test.describe("share links", () => {
  test("share a result, open it logged out, fork it into the generator", async ({ page, browser }) => {
    await page.goto("/generator");
    await generate(page, SCENE, "Paper Boat");
    await page.getByRole("button", { name: "Share" }).click();
    const link = page.getByTestId("share-link");
    await expect(link).toHaveText(/\/p\/[A-Za-z0-9_-]{22}$/);
    const url = (await link.textContent())!;

    const stranger = await browser.newContext();
    const pub = await stranger.newPage();
    const res = await pub.goto(url);
    expect(res?.status()).toBe(200);
    await expect(pub.getByRole("heading", { level: 1, name: "Paper Boat" })).toBeVisible();
    await expect(pub.getByTestId("shared-json")).toContainText('"project_title": "Paper Boat"');
    await expect(pub.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(pub.locator('meta[property="og:title"]')).toHaveAttribute("content", "Paper Boat");
    await expect(pub.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    const image = await pub.locator('meta[property="og:image"]').getAttribute("content");
    const png = await pub.request.get(
      new URL(new URL(image!).pathname + new URL(image!).search, url).toString(),
    );
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");
    // Read-only: no form, nothing to edit.
    await expect(pub.locator("form")).toHaveCount(0);
    // The per-model exports render on the public page too.
    const exports = pub.getByRole("region", { name: "Exports" });
    await expect(exports.getByRole("heading", { name: "Export for a video model" })).toBeVisible();
    await exports.getByLabel("Target model").selectOption("kling-3");
    await expect(exports.getByRole("button", { name: "Copy clip 1 text" })).toBeVisible();

    await pub.getByRole("link", { name: "Open in generator" }).click();
    await expect(pub).toHaveURL(/\/generator\?fork=/);
    await expect(pub.getByTestId("json-output")).toContainText('"project_title": "Paper Boat"');
    await expect(pub.getByLabel("Scene title (optional)")).toHaveValue("Paper Boat");
    await stranger.close();

    expect((await page.request.get("/p/AAAAAAAAAAAAAAAAAAAAAA")).status()).toBe(404);
  });
});
