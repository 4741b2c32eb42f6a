import { expect, test, type Page } from "@playwright/test";

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });

async function generate(page: Page) {
  await page.goto("/generator");
  await page
    .getByLabel("Scene description")
    .fill(
      'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor. She says "The sea is calm today." Scene 2: Then a slow aerial drone shot follows her boat.',
    );
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("json-output")).toBeVisible();
}

test.describe("export for a video model", () => {
  test("pick a target, see its warnings, copy a clip's text; the choice is remembered", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await generate(page);
    const panel = page.getByTestId("export-panel");
    await expect(panel.getByRole("heading", { name: "Export for a video model" })).toBeVisible();

    const target = panel.getByLabel("Target model");
    await expect(target.locator("option", { hasText: "OpenAI Sora 2 (retired)" })).toBeDisabled();
    await target.selectOption("runway-gen-4.5");
    await expect(panel.getByLabel("Aspect ratio").locator("option")).toHaveText(["16:9", "9:16"]);
    await panel.getByLabel("Aspect ratio").selectOption("9:16");

    const warnings = panel.getByTestId("export-warnings");
    await expect(warnings).toContainText(
      'Runway Gen-4.5 makes silent video: left out dialogue Maria: "The sea is calm today."',
    );
    await expect(panel.getByTestId("export-lint-score")).toContainText(
      /Lint score: \d+\/100 · 2 clips · \d+ warnings?/,
    );
    const clips = panel.getByTestId("export-clip");
    await expect(clips).toHaveCount(2);
    // An untimed scene takes the length its beats imply (docs/exports.md, Scenes and clips).
    await expect(clips.first()).toContainText(/\(scene 1, \d+ s, 9:16\)/);
    const text = await clips.first().getByTestId("export-clip-text").innerText();
    expect(text).toContain("Maria");
    expect(text).not.toContain("The sea is calm today.");

    await clips.first().getByRole("button", { name: "Copy clip 1 text" }).click();
    await expect(toast(page, "Copied!")).toContainText("Clip 1 text copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      clips.first().getByRole("button", { name: "Download clip 1 parameters" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/-runway-gen-4\.5-clip-1-parameters\.json$/);

    // Veo makes sound: the line stays, in the creator's words under its speaker; the text excludes
    // nothing, so no negative prompt is invented.
    await target.selectOption("veo-3.1");
    await expect(panel.getByLabel("Aspect ratio")).toHaveValue("9:16");
    await expect(clips.first()).toContainText('Maria says "The sea is calm today."');
    await expect(clips.first()).not.toContainText("Negative prompt");

    await generate(page);
    await expect(page.getByTestId("export-panel").getByLabel("Target model")).toHaveValue("veo-3.1");
  });

  test("fits a 360 px phone without horizontal scroll", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await generate(page);
    await page.getByTestId("export-panel").getByLabel("Target model").selectOption("kling-3");
    await expect(page.getByTestId("export-clip").first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
