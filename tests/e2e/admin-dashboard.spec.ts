import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, loginThroughForm } from "../support/e2e-admin";

const tag = `dash${Date.now().toString(36)}`;
const alice = `alice-${tag}@example.com`;
const bob = `bob-${tag}@example.com`;

async function seedUser(email: string, firstName: string, lastName: string, credits: number) {
  await sql(
    `INSERT INTO user_profiles (id, email, first_name, last_name, total_credits_ever_purchased, total_credits_used, total_conversations, total_prompts, last_active_at, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 2, 1, 3, now(), now(), now())`,
    [email, firstName, lastName, credits],
  );
  await sql(
    // A buyer who proved the e-mail (restore code): admin gifts go to this session.
    `INSERT INTO credit_sessions (id, session_token, email, credits_remaining, total_credits, pack_type, created_at, last_used_at, email_verified_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'basic', now(), now(), now())`,
    [`tok-${email}`, email, credits - 2, credits],
  );
}

async function openDashboard(page: Page) {
  await page.goto("/admin/login");
  await loginThroughForm(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const userRow = (page: Page, email: string) => page.getByTestId("user-row").filter({ hasText: email });

test.describe("admin dashboard", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
    await seedUser(alice, "Alice", `Anders${tag}`, 20);
    await seedUser(bob, "Bob", `Brown${tag}`, 50);
  });

  test("stat cards, links and the four tabs", async ({ page }) => {
    await openDashboard(page);
    for (const title of ["Total Users", "Credits Issued", "Conversations", "Revenue (Month)"]) {
      await expect(page.getByTestId(`stat-${title}`)).toContainText(title);
    }
    await expect(page.getByTestId("stat-Total Users")).toContainText("new this week");
    await expect(page.getByTestId("stat-Revenue (Month)")).toContainText("active users");
    // The dashboard's own links (the admin navigation above has the same destinations).
    const content = page.getByRole("main").locator("section").first();
    await expect(content.getByRole("link", { name: "Analytics" })).toHaveAttribute("href", "/analytics");
    await expect(content.getByRole("link", { name: "Articles" })).toHaveAttribute("href", "/admin/articles");

    const row = userRow(page, alice);
    await expect(row).toContainText(`Alice Anders${tag}`);
    await expect(row).toContainText("active");

    await page.getByRole("tab", { name: "Gift Credits" }).click();
    await expect(page.getByText("Select a user from the Users tab to gift credits.")).toBeVisible();
    await page.getByRole("tab", { name: "Transactions" }).click();
    await expect(page.getByRole("columnheader", { name: "Balance After" })).toBeVisible();
    await page.getByRole("tab", { name: "Admin Logs" }).click();
    await expect(page.getByTestId("log-row").filter({ hasText: "login" }).first()).toBeVisible();
  });

  test("search by e-mail, first name and last name", async ({ page }) => {
    await openDashboard(page);
    const search = page.getByLabel("Search users");
    await search.fill(`brown${tag}`);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await expect(userRow(page, bob)).toBeVisible();
    await search.fill(`alice-${tag}`);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    await expect(userRow(page, alice)).toBeVisible();
    await search.fill(`no-such-user-${tag}`);
    await expect(page.getByText("No users found.")).toBeVisible();
  });

  test("gift credits to a selected user: transaction and log shown", async ({ page }) => {
    await openDashboard(page);
    await page.getByLabel("Search users").fill(alice);
    await userRow(page, alice).getByRole("button", { name: "Gift" }).click();
    await expect(page.getByText(`Gift credits to ${alice}`)).toBeVisible();
    await page.getByLabel("Amount").fill("1001");
    await page.getByRole("button", { name: "Gift Credits" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Amount must be a whole number from 1 to 1000." }),
    ).toBeVisible();
    await page.getByLabel("Amount").fill("15");
    await page.getByLabel("Description (optional)").fill("E2E thanks");
    await page.getByRole("button", { name: "Gift Credits" }).click();
    await expect(page.getByRole("status").filter({ hasText: `15 credits gifted to ${alice}` })).toBeVisible();

    const [session] = await sql<{ credits_remaining: number }>(
      `SELECT credits_remaining FROM credit_sessions WHERE email = $1`,
      [alice],
    );
    expect(session.credits_remaining).toBe(33);

    await page.getByRole("tab", { name: "Transactions" }).click();
    const tx = page
      .getByTestId("transaction-row")
      .filter({ hasText: alice })
      .filter({ hasText: "E2E thanks" });
    await expect(tx).toContainText("+15");
    await expect(tx.getByText("+15")).toHaveClass(/text-green-600/);
    await page.getByRole("tab", { name: "Admin Logs" }).click();
    await expect(
      page.getByTestId("log-row").filter({ hasText: alice }).filter({ hasText: "gift_credits" }),
    ).toBeVisible();
  });

  test("suspend and activate a user; the dashboard reloads", async ({ page }) => {
    await openDashboard(page);
    await page.getByLabel("Search users").fill(bob);
    // Suspend asks first, in a dialog (not window.confirm); Cancel changes nothing.
    await userRow(page, bob).getByRole("button", { name: "Suspend" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Suspend this user?" });
    await expect(confirm).toContainText(bob);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(userRow(page, bob)).toContainText("active");
    await userRow(page, bob).getByRole("button", { name: "Suspend" }).click();
    await confirm.getByRole("button", { name: "Suspend" }).click();
    await expect(userRow(page, bob)).toContainText("suspended");
    expect(
      (
        await sql<{ account_status: string }>(`SELECT account_status FROM user_profiles WHERE email = $1`, [
          bob,
        ])
      )[0].account_status,
    ).toBe("suspended");
    await userRow(page, bob).getByRole("button", { name: "Activate" }).click();
    await expect(userRow(page, bob).getByRole("button", { name: "Suspend" })).toBeVisible();
    expect(
      (
        await sql<{ account_status: string }>(`SELECT account_status FROM user_profiles WHERE email = $1`, [
          bob,
        ])
      )[0].account_status,
    ).toBe("active");
  });

  test("a failing action shows the spec's error toast", async ({ page }) => {
    await openDashboard(page);
    // The suspend action's request (a POST to the page with a Next-Action header) fails on the way.
    await page.route(
      (url) => url.pathname === "/admin/dashboard",
      (route) => (route.request().method() === "POST" ? route.abort() : route.fallback()),
    );
    await page.getByLabel("Search users").fill(alice);
    await userRow(page, alice).getByRole("button", { name: "Suspend" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Suspend" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Failed to suspend user. Please try again." }),
    ).toBeVisible();
  });

  test("a failing load shows Failed to load dashboard data", async ({ page }) => {
    await page.route("**/api/admin/stats", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    await openDashboard(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Failed to load dashboard data. Please try again." }),
    ).toBeVisible();
  });

  test("logout returns to the login form", async ({ page }) => {
    await openDashboard(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();
  });
});
