import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, loginThroughForm } from "../support/e2e-admin";

const tag = `an${Date.now().toString(36)}`;
const longPrompt =
  `A lighthouse keeper ${tag} ` + "walks along the stormy cliff at dusk while waves crash below. ".repeat(5);
const longMessage = `Please add ${tag} ` + "more camera presets for drone shots and timelapses. ".repeat(4);

test.describe("analytics page", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
    // Newer than anything else in the run, so they lead the recent lists.
    for (const [i, success] of [true, true, false].entries()) {
      await sql(
        `INSERT INTO prompt_analytics (id, prompt_text, prompt_length, duration, title, category, success, error_message, processing_time_ms, created_at)
         VALUES (gen_random_uuid(), $1, $2, 8, $3, $4, $5, $6, 12, now() + interval '1 hour' + ($7 || ' seconds')::interval)`,
        [
          `${longPrompt} #${i}`,
          longPrompt.length,
          `Title ${tag} ${i}`,
          `cat-${tag}`,
          success,
          success ? null : "Content not allowed",
          String(i),
        ],
      );
    }
    await sql(
      `INSERT INTO feedback (id, email, feedback_type, message, rating, created_at) VALUES (gen_random_uuid(), NULL, 'feature_request', $1, 4, now() + interval '1 hour')`,
      [longMessage],
    );
  });

  test("logged in through the embedded form, shows cards, categories, recent prompts and feedback", async ({
    page,
  }) => {
    await page.goto("/analytics");
    await loginThroughForm(page);
    await expect(page.getByRole("heading", { name: "Analytics Dashboard" })).toBeVisible();
    await expect(page).toHaveURL(/\/analytics$/);
    for (const title of ["Total Prompts", "Successful Prompts", "Success Rate", "Categories"])
      await expect(page.getByTestId(`stat-${title}`)).toBeVisible();
    const [{ total, ok }] = await sql<{ total: number; ok: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE success)::int AS ok FROM prompt_analytics`,
    );
    await expect(page.getByTestId("stat-Total Prompts")).toContainText(String(total));
    await expect(page.getByTestId("stat-Success Rate")).toContainText(`${Math.round((ok / total) * 100)}%`);
    await expect(page.getByTestId("category-row").filter({ hasText: `cat-${tag}` })).toContainText("3");

    const prompt = page.getByTestId("prompt-row").first();
    await expect(prompt).toContainText(`Title ${tag} 2`);
    await expect(prompt).toContainText("Failed");
    await expect(prompt).toContainText(`${longPrompt} #2`.slice(0, 150) + "...");
    await expect(prompt).not.toContainText(`${longPrompt} #2`.slice(0, 151));

    const feedback = page.getByTestId("feedback-row").first();
    await expect(feedback).toContainText("feature request");
    await expect(feedback).toContainText("4/5");
    await expect(feedback).toContainText(longMessage.slice(0, 100) + "...");
  });

  test("gift credits by pack: missing information, success with count and e-mail", async ({ page }) => {
    await page.goto("/analytics");
    await loginThroughForm(page);
    await page.getByRole("button", { name: "Gift Credits" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Missing information" })).toContainText(
      "Please enter both email and pack type",
    );

    const email = `gift-${tag}@example.com`;
    await page.getByLabel("User email").fill(`  ${email}  `);
    await page.getByRole("combobox", { name: "Pack type" }).click();
    await page.getByRole("option", { name: "Premium (125 credits)" }).click();
    await page.getByRole("button", { name: "Gift Credits" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Credits gifted successfully!" })).toContainText(
      `125 credits gifted to ${email}`,
    );
    await expect(page.getByLabel("User email")).toHaveValue("");
    const rows = await sql<{ credits_remaining: number }>(
      `SELECT credits_remaining FROM credit_sessions WHERE email = $1`,
      [email],
    );
    expect(rows).toEqual([{ credits_remaining: 125 }]);

    // A second gift adds to the same session.
    await page.getByLabel("User email").fill(email);
    await page.getByRole("combobox", { name: "Pack type" }).click();
    await page.getByRole("option", { name: "Basic (20 credits)" }).click();
    await page.getByRole("button", { name: "Gift Credits" }).click();
    await expect(page.getByRole("status").filter({ hasText: `20 credits gifted to ${email}` })).toBeVisible();
    expect(await sql(`SELECT credits_remaining FROM credit_sessions WHERE email = $1`, [email])).toEqual([
      { credits_remaining: 145 },
    ]);
  });

  test("an API failure shows Analytics Unavailable; logout shows the login form", async ({ page }) => {
    await page.goto("/analytics");
    await loginThroughForm(page);
    await expect(page.getByTestId("stat-Total Prompts")).toBeVisible();
    await page.route("**/api/analytics", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await page.reload();
    await expect(page.getByText("Analytics Unavailable")).toBeVisible();
    await expect(page.getByText("Unable to load analytics data at this time.")).toBeVisible();
    // The error state keeps the page's one h1, with the error as a section heading under it, and passes axe.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(["Analytics Dashboard"]);
    await expect(page.getByRole("heading", { level: 2, name: "Analytics Unavailable" })).toBeVisible();
    const levels = await page.evaluate(() =>
      [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1])),
    );
    levels.forEach((l, i) => {
      if (i > 0) expect(l - levels[i - 1], `heading levels ${levels.join(",")}`).toBeLessThanOrEqual(1);
    });
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
    await page.unroute("**/api/analytics");
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/analytics");
    await expect(page.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();
  });
});
