import { expect, test } from "@playwright/test";

test.describe("landing page", () => {
  test("every section is present with its texts, server-rendered", async ({ page, request }) => {
    // The sections come in the server HTML (not only after hydration): search engines see them.
    const html = await (await request.get("/")).text();
    for (const text of [
      "Turn any scene idea into a structured AI video prompt",
      "How It Works",
      "Always Free",
      "Showcase Gallery",
      "Share Your Feedback",
    ]) {
      expect(html).toContain(text);
    }

    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Turn any scene idea into a structured AI video prompt" }),
    ).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Generating Free" })).toHaveAttribute(
      "href",
      "/generator",
    );
    await expect(main.getByRole("link", { name: "Try Pro Chat" })).toHaveAttribute("href", "/pro-wizard");
    await expect(main.getByText("Free forever, no limits")).toBeVisible();
    await expect(main.getByText("The free generator has no limits")).toBeVisible();
    await expect(
      main.getByText(/15\+ elements: scenes with description and characters, settings, camera and audio/),
    ).toBeVisible();

    await expect(page.getByRole("heading", { name: "Before and After" })).toBeAttached();
    // The example is the real compiler's output for the description shown beside it.
    const example = JSON.parse(
      (await page.getByLabel("Generated JSON prompt example").textContent()) ?? "{}",
    );
    expect(example.scenes.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(example)).toContain("One more wave before dark.");

    const how = page.getByRole("region", { name: "How It Works" });
    await expect(how.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Describe Your Scene",
      "Step 2: AI Processing",
      "Step 3: Copy and Use",
    ]);

    const benefits = page.getByRole("region", { name: "Why Creators Use PromptReel" });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "AI Guidance",
      "Complete JSON Structure",
      "Always Free",
    ]);

    await expect(page.getByRole("region", { name: "Showcase Gallery" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Share Your Feedback" })
        .getByRole("button", { name: "Submit Feedback" }),
    ).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: "contact@promptreel.test" }),
    ).toHaveAttribute("href", "mailto:contact@promptreel.test");
  });

  test("the donation link opens a new tab with rel=noopener; the marketplace link is configurable", async ({
    page,
    context,
  }) => {
    await context.route("https://donate.example.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<h1>Donate</h1>" }),
    );
    await page.goto("/");
    const support = page.getByRole("region", { name: "Support and Hire" });
    const donate = support.getByRole("link", { name: /Support the Project/ });
    await expect(donate).toHaveAttribute("href", "https://donate.example.com/promptreel");
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", /noopener/);
    const [popup] = await Promise.all([context.waitForEvent("page"), donate.click()]);
    await expect(popup).toHaveURL("https://donate.example.com/promptreel");

    const hire = support.getByRole("link", { name: /Hire a Video Creator/ });
    await expect(hire).toHaveAttribute("href", "https://hire.example.com/ai-video");
    await expect(hire).toHaveAttribute("target", "_blank");
    await expect(hire).toHaveAttribute("rel", /noopener/);
  });

  test("the landing page has a description, a canonical URL and one h1", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", /JSON prompt/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/?$/);
    await expect(page.locator("h1")).toHaveCount(1);
  });
});
