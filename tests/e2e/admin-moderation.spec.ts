import { expect, test } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, loginThroughForm, openAsAdmin } from "../support/e2e-admin";
import { GOLDEN } from "../support/golden-document";

// Admin > Moderation (issue 24.5): take a share link down, deactivate and reactivate another admin.
test.describe("admin moderation", () => {
  test.beforeAll(async () => {
    await ensureAdmin();
  });

  test("takes a share down: listed, confirmed, and /p/<id> answers 404", async ({
    page,
    request,
    baseURL,
  }) => {
    const title = `Suspicious share ${Date.now()}`;
    const created = await request.post("/api/share", {
      data: { document: { ...GOLDEN, project_title: title } },
      headers: { origin: baseURL! },
    });
    expect(created.status()).toBe(201);
    const { path } = (await created.json()) as { path: string };
    expect((await request.get(path)).status()).toBe(200);

    await openAsAdmin(page, "/admin/moderation", "Moderation");
    await page.getByLabel("Search shares").fill(title);
    const row = page.getByTestId("share-row").filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: "Take down" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Take down" }).click();
    await expect(row.getByText(/taken down by e2e-admin@promptreel\.test/)).toBeVisible();
    expect((await request.get(path)).status()).toBe(404);
    const logs = await sql(
      "SELECT 1 FROM admin_logs WHERE action = 'share_taken_down' AND details->>'title' = $1",
      [title],
    );
    expect(logs).toHaveLength(1);
  });

  test("deactivates another admin (signed out everywhere) and reactivates them", async ({
    page,
    browser,
  }) => {
    const other = { email: `other-admin-${Date.now()}@promptreel.test`, password: "another admin password" };
    await ensureAdmin(other);
    // The other admin is signed in elsewhere.
    const elsewhere = await browser.newPage();
    await elsewhere.goto("/admin/dashboard");
    await loginThroughForm(elsewhere, other);
    await expect(elsewhere.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

    await openAsAdmin(page, "/admin/moderation", "Moderation");
    const self = page.getByTestId("admin-row").filter({ hasText: "e2e-admin@promptreel.test" });
    await expect(self.getByText("You")).toBeVisible();
    const row = page.getByTestId("admin-row").filter({ hasText: other.email });
    await row.getByRole("button", { name: "Deactivate" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(row.getByText("deactivated")).toBeVisible();

    // Their session is gone: the admin page shows the login form again.
    await elsewhere.reload();
    await expect(elsewhere.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();

    await row.getByRole("button", { name: "Reactivate" }).click();
    await expect(row.getByText("active", { exact: true })).toBeVisible();
    await elsewhere.reload();
    await expect(elsewhere.getByRole("button", { name: "Login to Dashboard" })).toBeVisible();
    await elsewhere.close();
  });
});
