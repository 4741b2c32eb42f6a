import { expect, type Page } from "@playwright/test";
import { sql } from "./e2e-db";

export const E2E_ADMIN = { email: "e2e-admin@promptreel.test", password: "e2e admin password" };

/** Ensures the e2e admin exists in the e2e server's database (argon2id hash computed here). */
export async function ensureAdmin(admin = E2E_ADMIN): Promise<void> {
  const { hashPassword } = await import("../../lib/auth/password");
  const hash = await hashPassword(admin.password);
  await sql(
    `INSERT INTO admin_users (id, email, password_hash, name, role, is_active, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, 'E2E Admin', 'admin', true, now(), now())
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, is_active = true`,
    [admin.email, hash],
  );
}

/** Logs in through the UI form on the current page. */
export async function loginThroughForm(page: Page, admin = E2E_ADMIN): Promise<void> {
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login to Dashboard" }).click();
}

/** Opens an admin page, signs in on its embedded login form and waits for the page's heading. */
export async function openAsAdmin(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await loginThroughForm(page);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}
