import { expect, test, type Page, type Route } from "@playwright/test";
import { sql } from "../support/e2e-db";

const form = (page: Page) => page.getByRole("form", { name: "Feedback" });

test.describe("feedback form", () => {
  test("validation messages, Submitting..., thank-you card, and Submit More Feedback returns to a reset form", async ({
    page,
  }) => {
    const marker = `e2e-${Date.now()}`;
    await page.goto("/");
    const f = form(page);
    await expect(f.getByLabel("Type")).toHaveValue("suggestion");

    // Nothing typed: the schema's message; a bad e-mail: its message. No request is sent.
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.headers()["next-action"]) posted += 1;
    });
    await f.getByLabel("Email (optional)").fill("not-an-email");
    await f.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(
      f.getByRole("alert").filter({ hasText: "Message must be at least 5 characters." }),
    ).toBeVisible();
    await expect(
      f.getByRole("alert").filter({ hasText: "Please enter a valid email address." }),
    ).toBeVisible();
    await f.getByLabel("Message").fill("x".repeat(1001));
    await expect(
      f.getByRole("alert").filter({ hasText: "Message must be at most 1000 characters." }),
    ).toBeVisible();
    expect(posted).toBe(0);

    // Valid input: messages clear live.
    await f.getByLabel("Type").selectOption("feature_request");
    await f.getByLabel("Message").fill(`Please add a storyboard export ${marker}`);
    await f.getByLabel("Email (optional)").fill("fan@example.com");
    await f.getByRole("button", { name: "4 stars" }).click();
    await expect(f.getByRole("button", { name: "4 stars" })).toHaveAttribute("aria-pressed", "true");
    await expect(f.getByRole("alert")).toHaveCount(0);

    // Hold the request to see the sending state.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // The form posts to its server action (a POST to the page with a Next-Action header).
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        if (route.request().method() === "POST") await held;
        await route.fallback();
      },
    );
    await f.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(f.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();

    await expect(page.getByRole("status").filter({ hasText: "Thank you!" })).toContainText(
      "Your feedback has been submitted successfully.",
    );
    await expect(page.getByRole("heading", { name: "Thank You for Your Feedback!" })).toBeVisible();
    const rows = await sql<{
      feedback_type: string;
      rating: number;
      email: string;
      ip_address: string | null;
    }>("SELECT feedback_type, rating, email, ip_address FROM feedback WHERE message LIKE $1", [
      `%${marker}%`,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ feedback_type: "feature_request", rating: 4, email: "fan@example.com" });
    // Stored anonymised: the last IPv4 octet (or the IPv6 interface bits) zeroed.
    expect(rows[0].ip_address ?? "").toMatch(/^$|\.0$|::$/);

    await page.getByRole("button", { name: "Submit More Feedback" }).click();
    const again = form(page);
    await expect(again.getByLabel("Type")).toHaveValue("suggestion");
    await expect(again.getByLabel("Message")).toHaveValue("");
    await expect(again.getByLabel("Email (optional)")).toHaveValue("");
    for (const n of [1, 2, 3, 4, 5])
      await expect(again.getByRole("button", { name: n === 1 ? "1 star" : `${n} stars` })).toHaveAttribute(
        "aria-pressed",
        "false",
      );
  });

  test("without JavaScript: the server action answers with the schema's field message, keeps the text, then thanks", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const marker = `nojs-${Date.now()}`;
    await page.goto("/");
    const f = form(page);
    await f.getByLabel("Message").fill("hi");
    await f.getByLabel("Email (optional)").fill("not-an-email");
    await f.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(
      form(page).getByRole("alert").filter({ hasText: "Message must be at least 5 characters." }),
    ).toBeVisible();
    await expect(
      form(page).getByRole("alert").filter({ hasText: "Please enter a valid email address." }),
    ).toBeVisible();
    await expect(form(page).getByLabel("Message")).toHaveValue("hi");

    await form(page).getByLabel("Type").selectOption("bug");
    await form(page).getByLabel("Message").fill(`Works without scripts ${marker}`);
    await form(page).getByLabel("Email (optional)").fill("");
    await form(page).getByRole("button", { name: "Submit Feedback" }).click();
    await expect(page.getByRole("heading", { name: "Thank You for Your Feedback!" })).toBeVisible();
    const rows = await sql<{ feedback_type: string }>(
      "SELECT feedback_type FROM feedback WHERE message LIKE $1",
      [`%${marker}%`],
    );
    expect(rows).toEqual([{ feedback_type: "bug" }]);
    await context.close();
  });

  // The server action's call can fail outside the action: a 5xx from a proxy, the network, or an
  // action id that a new deploy no longer knows. The landing page stays, the toast says so, and
  // everything typed is still there to send again.
  for (const [failure, handle] of [
    [
      "a 5xx",
      (route: Route) =>
        route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }),
    ],
    ["a network error", (route: Route) => route.abort("connectionreset")],
    [
      "an unknown action id",
      (route: Route) =>
        route.continue({ headers: { ...route.request().headers(), "next-action": "0".repeat(42) } }),
    ],
  ] as const) {
    test(`a failed action call (${failure}) shows the error toast and keeps the input`, async ({ page }) => {
      const message = `Lost feedback test ${failure} ${Date.now()}`;
      await page.goto("/");
      const f = form(page);
      await f.getByLabel("Type").selectOption("bug");
      await f.getByLabel("Message").fill(message);
      await f.getByLabel("Email (optional)").fill("typed@example.com");
      await f.getByRole("button", { name: "3 stars" }).click();
      let intercepted = 0;
      const landing = (url: URL) => url.pathname === "/";
      await page.route(landing, async (route) => {
        if (route.request().method() === "POST" && route.request().headers()["next-action"]) {
          intercepted += 1;
          return handle(route);
        }
        return route.fallback();
      });
      await f.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Error" })).toContainText(
        "Failed to submit feedback",
      );
      expect(intercepted).toBe(1);
      await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
      await expect(f.getByLabel("Type")).toHaveValue("bug");
      await expect(f.getByLabel("Message")).toHaveValue(message);
      await expect(f.getByLabel("Email (optional)")).toHaveValue("typed@example.com");
      await expect(f.getByRole("button", { name: "3 stars" })).toHaveAttribute("aria-pressed", "true");
      expect(await sql("SELECT 1 FROM feedback WHERE message = $1", [message])).toHaveLength(0);

      // Once the server answers again, the same input goes through.
      await page.unroute(landing);
      await f.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("heading", { name: "Thank You for Your Feedback!" })).toBeVisible();
      expect(await sql("SELECT 1 FROM feedback WHERE message = $1", [message])).toHaveLength(1);
    });
  }
});
