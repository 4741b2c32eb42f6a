import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";

const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
const generateButton = (page: Page) =>
  page.getByRole("button", { name: /Generate JSON Prompt|Generating\.\.\./ });

test.describe("free scene generator", () => {
  test("starts ready to generate, with guidelines, promotion and donation prompt", async ({ page }) => {
    await page.goto("/generator");
    await expect(page.getByRole("heading", { name: "Free Scene Generator", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
    await expect(page.getByText("No text overlays (a limit of the video generator)")).toBeVisible();
    await expect(page.getByText("Family-friendly content only")).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    await expect(page.getByRole("combobox", { name: "Duration" })).toHaveValue("8");
    await expect(page.getByRole("combobox", { name: "Duration" }).locator("option:checked")).toHaveText(
      "8 seconds",
    );
    await expect(page.getByRole("link", { name: "Try Pro Chat" })).toHaveAttribute("href", "/pro-wizard");
    const donate = page.getByRole("link", { name: "support the project" });
    await expect(donate).toHaveAttribute("href", "https://donate.example.com/promptreel");
    await expect(donate).toHaveAttribute("target", "_blank");
  });

  test("live checks show messages with suggestions and keep Generate disabled", async ({ page }) => {
    await page.goto("/generator");
    const description = page.getByLabel("Scene description");
    const title = page.getByLabel("Scene title (optional)");

    await description.fill("abcd");
    await expect(page.getByText("Description is too short")).toBeVisible();
    await expect(page.getByText("Write at least 5 characters.")).toBeVisible();
    await expect(description).toHaveAttribute("aria-invalid", "true");
    await expect(generateButton(page)).toBeDisabled();

    await description.fill("A NUDE figure walks");
    await expect(page.getByText("Content contains inappropriate keywords: nude")).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();

    await description.fill("A DOG RUNS FAST HOME");
    await expect(page.getByText("Please avoid excessive uppercase text")).toBeVisible();

    await description.fill("A dog runs home through the park");
    await expect(page.getByText("Please avoid excessive uppercase text")).toBeHidden();
    await expect(generateButton(page)).toBeEnabled();

    await title.fill("Cocaine Nights");
    await expect(page.getByText("Title contains inappropriate keywords: cocaine")).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();
    await title.fill("x".repeat(101));
    await expect(page.getByText("Title is too long")).toBeVisible();
    await title.fill("");
    await expect(generateButton(page)).toBeEnabled();

    await description.fill("");
    await expect(page.getByText("Description cannot be empty")).toBeVisible();
    await expect(generateButton(page)).toBeDisabled();

    // Ctrl+Enter from the textarea still runs the check and explains the refusal in a toast.
    await description.fill("A naked man walks");
    await description.press("Control+Enter");
    await expect(toast(page, "Content Not Allowed")).toContainText(
      "Content contains inappropriate keywords: naked",
    );
  });

  test("generates: Generating..., success toast, result panel, copy and download", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const marker = `e2e-${Date.now()}`;
    const description = `At dawn, Maria, a young fisherwoman, walks along the misty harbor. She says "The sea is calm today." ${marker}`;
    // Hold the answer briefly so the pending state is observable.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/generate-scene", async (route) => {
      await held;
      await route.continue();
    });

    await page.goto("/generator");
    await page.getByLabel("Scene description").fill(description);
    await page.getByLabel("Scene title (optional)").fill("Harbor Morning");
    await page.getByRole("combobox", { name: "Duration" }).selectOption("10 seconds");
    await expect(page.getByRole("combobox", { name: "Duration" })).toHaveValue("10");

    await generateButton(page).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    release();

    await expect(toast(page, "Success!")).toContainText("Your scene prompt has been generated.");
    const output = page.getByTestId("json-output");
    await expect(output).toContainText('"project_title": "Harbor Morning"');
    await expect(output).toContainText('"duration_seconds": 10');
    await expect(output).toContainText('"line": "The sea is calm today."');
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeHidden();

    const [row] = await sql<{ success: boolean; duration: number; title: string }>(
      "SELECT success, duration, title FROM prompt_analytics WHERE prompt_text = $1",
      [description],
    );
    expect(row).toEqual({ success: true, duration: 10, title: "Harbor Morning" });

    await page.getByRole("button", { name: "Copy JSON" }).click();
    await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
    await expect(toast(page, "Copied!")).toContainText("JSON copied to clipboard");
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(JSON.parse(clip)).toMatchObject({ project_title: "Harbor Morning" });
    await expect(page.getByRole("button", { name: "Copy JSON" })).toBeVisible({ timeout: 5000 });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Harbor Morning.json");
    await expect(toast(page, "Downloaded!")).toContainText("JSON file downloaded successfully");
  });

  test("server refusals and failures show the spec's toasts and keep the placeholder", async ({ page }) => {
    await page.goto("/generator");
    await page.route("**/api/generate-scene", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ message: "Content not allowed: Content contains inappropriate themes" }),
      }),
    );
    await page.getByLabel("Scene description").fill("A calm walk in the park");
    await generateButton(page).click();
    await expect(toast(page, "Content Not Allowed")).toContainText(
      "Your content violates our content policy. Please review our guidelines and try again.",
    );
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();

    await page.unroute("**/api/generate-scene");
    await page.route("**/api/generate-scene", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "30" },
        body: JSON.stringify({
          message: "Too many generations in a short time. Please wait a moment and try again.",
        }),
      }),
    );
    await generateButton(page).click();
    await expect(toast(page, "Error")).toContainText("Too many generations in a short time.");
  });

  test("is usable from the keyboard", async ({ page }) => {
    await page.goto("/generator");
    await page.getByLabel("Scene description").focus();
    await page.keyboard.type("A paper boat drifts down a rainy street at dusk.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Paper Boat");
    await page.keyboard.press("Enter");
    await expect(toast(page, "Success!")).toBeVisible();
    await expect(page.getByTestId("json-output")).toContainText('"project_title": "Paper Boat"');
  });
});

test.describe("documents from outside pass through the document schema", () => {
  test("a result whose characters' actions are a list renders (joined), is kept in history, and exports", async ({
    page,
  }) => {
    await page.route("**/api/generate-scene", async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as {
        prompt: { scenes: { characters: { actions: unknown }[] }[] };
      };
      for (const scene of body.prompt.scenes)
        for (const c of scene.characters) c.actions = ["unties the rope", "waves to the gulls"];
      await route.fulfill({ response: res, json: body });
    });
    await page.goto("/generator");
    await page
      .getByLabel("Scene description")
      .fill("At dawn a young fisherwoman named Maria unties a rope at a misty harbor.");
    await generateButton(page).click();
    // The result panel, not the 5-second toast: on a loaded machine the toast may be gone already.
    await expect(page.getByTestId("json-output")).toContainText(
      '"actions": "unties the rope; waves to the gulls"',
      { timeout: 30_000 },
    );
    // The export is made of the creator's own words (the description), not of the fields.
    await expect(page.getByTestId("export-panel")).toContainText("unties a rope");
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("history-entry")).toHaveCount(1);
  });

  test("a result the schema refuses says why and shows no result", async ({ page }) => {
    await page.route("**/api/generate-scene", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        json: { prompt: { project_title: "Broken", scenes: "none" } },
      }),
    );
    await page.goto("/generator");
    await page.getByLabel("Scene description").fill("A calm walk in the park at noon.");
    await generateButton(page).click();
    await expect(toast(page, "Error")).toContainText("This prompt cannot be shown");
    await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  });
});
