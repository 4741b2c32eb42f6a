// Issue 27: the export's mode picker, slot list and keyframe prompts in the browser; phone and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { PNG_1PX } from "../support/sample-files";

async function generate(page: Page) {
  await page.goto("/generator");
  await page
    .getByLabel("Scene description")
    .fill(
      'Scene 1: A misty harbor at dawn. Maria, a young fisherwoman, walks along the pier. She says "The sea is calm today." Scene 2: Then a slow aerial drone shot follows her boat.',
    );
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("json-output")).toBeVisible();
}

test.describe("export modes", () => {
  test("pick a mode the target offers, copy the clip and its slot list", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await generate(page);
    const panel = page.getByTestId("export-panel");
    await panel.getByLabel("Target model").selectOption("seedance-2.0");
    const mode = panel.getByLabel("Mode", { exact: true });
    // Only Seedance 2.0's modes (it has no extend).
    await expect(mode.locator("option")).toHaveText([
      "Text to video",
      "Image to video (start frame)",
      "First and last frame",
      "Reference images",
    ]);
    await mode.selectOption("reference-images");
    await expect(panel.getByTestId("export-mode-help")).toHaveText(
      "You give images of the cast, places or props; the prompt names each one in the model's syntax.",
    );
    const clip = panel.getByTestId("export-clip").first();
    const text = await clip.getByTestId("export-clip-text").innerText();
    expect(text).toMatch(/^Use @Image1 for Maria's face and look\./);
    await expect(clip.getByTestId("export-slots")).toContainText(
      "@Image1 (reference_images): An image of Maria's face and look",
    );

    await clip.getByRole("button", { name: "Copy clip 1 text" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await clip.getByRole("button", { name: "Copy clip 1 slot list" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "@Image1 (reference_images): An image of Maria's face and look",
    );

    // Image to video: motion only, a start-frame slot and a copyable keyframe prompt.
    await mode.selectOption("image-to-video");
    await expect(clip.getByTestId("export-clip-text")).toContainText("walks along the pier");
    await expect(clip.getByTestId("export-clip-text")).not.toContainText("A misty harbor at dawn");
    await expect(clip.getByTestId("export-slots")).toContainText("Start frame (first_frame)");
    const still = clip.getByTestId("export-keyframes");
    await expect(still).toContainText("A misty harbor at dawn.");
    await still.getByRole("button", { name: "Copy clip 1 start frame prompt" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("A misty harbor at dawn.");

    // A target without the chosen mode falls back to text to video (no slots).
    await mode.selectOption("reference-images");
    await panel.getByLabel("Target model").selectOption("kling-3");
    await expect(mode).toHaveValue("text-to-video");
    await expect(mode.locator("option", { hasText: "Reference images" })).toHaveCount(0);
    await expect(panel.getByTestId("export-slots")).toHaveCount(0);
  });

  test("a 360 px phone: no horizontal scroll, and axe finds nothing in the panel", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await generate(page);
    const panel = page.getByTestId("export-panel");
    await panel.getByLabel("Target model").selectOption("veo-3.1");
    await panel.getByLabel("Mode", { exact: true }).selectOption("first-last-frame");
    await expect(panel.getByTestId("export-keyframes").first()).toContainText("End frame");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="export-panel"]').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
    // The longest slot names (Veo's field, Kling 4's <<<image_1>>>) still fit.
    for (const id of ["veo-3.1", "kling-4"]) {
      await panel.getByLabel("Target model").selectOption(id);
      await panel.getByLabel("Mode", { exact: true }).selectOption("reference-images");
      await expect(panel.getByTestId("export-slots").first()).toBeVisible();
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide).toBeLessThanOrEqual(0);
    }
    const again = await new AxeBuilder({ page }).include('[data-testid="export-panel"]').analyze();
    expect(again.violations.map((v) => v.id)).toEqual([]);
  });

  test("attach a reference image to a cast member, pick reference mode, copy the clip and its slot list", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.setViewportSize({ width: 360, height: 780 });
    await generate(page);
    const refs = page.getByTestId("bible-references");
    await expect(refs.getByRole("heading", { name: "Reference images" })).toBeVisible();
    const label = refs.getByLabel("Reference label for Maria");
    await label.fill("Maria's face");
    await label.press("Enter");
    await refs.getByLabel("Reference image for Maria").setInputFiles({
      name: "maria.png",
      mimeType: "image/png",
      buffer: PNG_1PX,
    });
    await expect(page.getByTestId("editor-announcement")).toContainText(
      "Reference image for Maria attached.",
    );
    // The owner's browser reads its private image (the visitor cookie), and nothing overflows at 360 px.
    const thumb = refs.getByTestId("reference-thumbnail");
    await expect(thumb).toHaveAttribute("src", /^\/api\/references\/[0-9a-f-]{36}$/);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const src = (await thumb.getAttribute("src"))!;
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="bible-references"]')
      .analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    const panel = page.getByTestId("export-panel");
    await panel.getByLabel("Target model").selectOption("seedance-2.0");
    await panel.getByLabel("Mode", { exact: true }).selectOption("reference-images");
    const clip = panel.getByTestId("export-clip").first();
    await expect(clip.getByTestId("export-clip-text")).toContainText("Use @Image1 for Maria's face.");
    const line = `@Image1 (reference_images): Your image of Maria's face (${src})`;
    await expect(clip.getByTestId("export-slots")).toContainText(line);
    await clip.getByRole("button", { name: "Copy clip 1 text" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Use @Image1 for Maria's face\./,
    );
    await clip.getByRole("button", { name: "Copy clip 1 slot list" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(line);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // Another browser (no visitor cookie) cannot read the image.
    const stranger = await page.context().browser()!.newContext();
    const res = await stranger.request.get(new URL(src, page.url()).toString());
    expect(res.status()).toBe(404);
    await stranger.close();

    // Undo takes the image back out of the slot list.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(clip.getByTestId("export-slots")).toContainText(
      "@Image1 (reference_images): An image of Maria's face",
    );
    await expect(clip.getByTestId("export-slots")).not.toContainText("/api/references/");
  });
});
