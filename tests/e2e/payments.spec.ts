import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";

// Demo-mode purchases in the browser: the locked /pro-wizard, a pack, the simulated payment
// ("Test mode: no real charge"), /thanks, and the credits; a declined card; restore by e-mail code.

const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function openPurchaseView(page: Page) {
  await page.goto("/pro-wizard");
  await expect(page.getByRole("heading", { name: "Pro Chat requires credits" })).toBeVisible();
  await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
  await expect(page.getByRole("button", { name: /^Buy Now/ })).toHaveCount(3);
}

async function buy(
  page: Page,
  pack: "Basic" | "Standard" | "Premium",
  price: string,
  address: string,
  card?: string,
) {
  await page.getByRole("button", { name: `Buy Now: ${pack} pack` }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
  await expect(dialog.getByText("Test mode: no real charge")).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill(address);
  if (card) await dialog.getByLabel("Card number").fill(card);
  await dialog.getByRole("button", { name: `Pay ${price}` }).click();
  return dialog;
}

test.describe("Pro Chat purchase (demo mode)", () => {
  test("locked view, a pack, simulated payment, /thanks, credits shown", async ({ page }) => {
    const stripeRequests: string[] = [];
    page.on("request", (r) => {
      if (/stripe\.com/.test(r.url())) stripeRequests.push(r.url());
    });
    await page.goto("/pro-wizard");
    await expect(page.getByRole("heading", { name: "Pro Chat requires credits" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Or use the free generator" })).toHaveAttribute(
      "href",
      "/generator",
    );
    await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();

    await expect(page.getByTestId("pack-standard").getByText("Most Popular")).toBeVisible();
    await expect(page.getByTestId("pack-basic").getByText("Most Popular")).toHaveCount(0);
    await expect(page.getByTestId("pack-premium")).toContainText("$25");
    await expect(page.getByTestId("pack-premium")).toContainText("125 guided messages");

    await page.getByRole("button", { name: "Buy Now: Basic pack" }).click();
    const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
    await expect(dialog.getByText("Test mode: no real charge")).toBeVisible();
    await dialog.getByRole("button", { name: "Pay $5" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Email required" })).toContainText(
      "Please enter your email address",
    );

    const buyer = email("e2e-buyer");
    await dialog.getByLabel("Email", { exact: true }).fill(buyer);
    // Hold the simulated confirmation until the button has been seen reading Processing...
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/payments/simulated/confirm", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole("button", { name: "Pay $5" }).click();
    await expect(dialog.getByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/thanks\?session_id=pi_sim_[\w-]+$/, { timeout: 20_000 });

    await page.goto("/pro-wizard");
    await expect(page.getByText("Pro Chat: 20/20 messages")).toBeVisible();
    const rows = await sql<{ transaction_type: string; amount: number; balance_after: number }>(
      "SELECT transaction_type, amount, balance_after FROM credit_transactions WHERE email = $1",
      [buyer],
    );
    expect(rows).toEqual([{ transaction_type: "purchase", amount: 20, balance_after: 20 }]);
    expect(stripeRequests).toEqual([]); // demo mode never loads Stripe.js
  });

  test("a declined test card shows Payment failed and grants nothing", async ({ page }) => {
    await openPurchaseView(page);
    const buyer = email("e2e-declined");
    const dialog = await buy(page, "Standard", "$12", buyer, "4000 0000 0000 0002");
    await expect(page.getByRole("status").filter({ hasText: "Payment failed" })).toContainText(
      "Your card was declined.",
    );
    await expect(dialog).toBeVisible();
    expect(await sql("SELECT 1 FROM credit_transactions WHERE email = $1", [buyer])).toHaveLength(0);
  });

  test("Verify Your Purchase restores credits in another browser with the e-mailed code", async ({
    page,
    browser,
  }) => {
    await openPurchaseView(page);
    const buyer = email("e2e-restore");
    await buy(page, "Premium", "$25", buyer);
    await expect(page).toHaveURL(/\/thanks\?session_id=/, { timeout: 20_000 });

    const other = await browser.newContext();
    const page2 = await other.newPage();
    await openPurchaseView(page2);
    await page2.getByRole("button", { name: "Verify Your Purchase" }).click();
    const dialog = page2.getByRole("dialog", { name: "Verify Your Purchase" });
    await dialog.getByLabel("Email", { exact: true }).fill(buyer);
    await dialog.getByRole("button", { name: "Login with Email" }).click();
    await expect(dialog.getByText(/we sent a 6-digit code/)).toBeVisible();

    // The code went to the server log; give the stored code a known value, hashed as the server does.
    const secret = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "auth-secret"), "utf8").trim();
    const hash = crypto
      .createHmac("sha256", `promptreel:email-code:${secret}`)
      .update(`${buyer}:135790`)
      .digest("hex");
    // The code is issued just after the answer (the answer time must not reveal buyers): wait for it.
    await expect
      .poll(
        async () =>
          (await sql("SELECT 1 FROM email_codes WHERE email = $1 AND used_at IS NULL", [buyer])).length,
      )
      .toBe(1);
    await sql("UPDATE email_codes SET code_hash = $2 WHERE email = $1 AND used_at IS NULL", [buyer, hash]);

    await dialog.getByLabel("6-digit code").fill("000000");
    await dialog.getByRole("button", { name: "Verify Code" }).click();
    await expect(dialog.getByRole("alert")).toContainText("Invalid or expired code");
    // One message only: no contradicting "No recent payment found" toast.
    await expect(page2.getByRole("status").filter({ hasText: "No recent payment found" })).toHaveCount(0);

    await dialog.getByLabel("6-digit code").fill("135790");
    await dialog.getByRole("button", { name: "Verify Code" }).click();
    await expect(page2.getByText("Pro Chat: 125/125 messages")).toBeVisible();
    await other.close();

    // The first browser is told its balance moved, and how to restore it here.
    await page.goto("/pro-wizard");
    await expect(page.getByTestId("session-moved")).toContainText("restored in another browser");
    await expect(page.getByRole("button", { name: "Already bought? Restore your credits" })).toBeVisible();
  });

  test("account states: restore beside Unlock, used-up wording, suspended without any purchase", async ({
    page,
  }) => {
    await openPurchaseView(page);
    const buyer = email("e2e-states");
    await buy(page, "Basic", "$5", buyer);
    await expect(page).toHaveURL(/\/thanks\?session_id=/, { timeout: 20_000 });

    await sql("UPDATE credit_sessions SET credits_remaining = 0 WHERE email = $1", [buyer]);
    await page.goto("/pro-wizard");
    await expect(page.getByRole("heading", { name: "Your Pro Chat credits are used up" })).toBeVisible();
    await expect(page.getByText(/Running low/)).toHaveCount(0);
    // Used up: the Pro Chat screen stays open read-only; only new refinements are locked.
    await expect(page.getByTestId("pro-chat-area")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Unlock Pro Chat ($5)" })).toBeVisible();
    await page.getByRole("button", { name: "Already bought? Restore your credits" }).click();
    await expect(page.getByRole("dialog", { name: "Verify Your Purchase" })).toBeVisible();
    await page.keyboard.press("Escape");

    await sql("UPDATE user_profiles SET account_status = 'suspended' WHERE email = $1", [buyer]);
    await page.goto("/pro-wizard");
    const suspended = page.getByTestId("suspended-view");
    await expect(
      suspended.getByRole("heading", { name: "Your Pro Chat account is suspended" }),
    ).toBeVisible();
    await expect(suspended.getByRole("link", { name: "contact@promptreel.test" })).toHaveAttribute(
      "href",
      "mailto:contact@promptreel.test",
    );
    await expect(page.getByRole("button", { name: /Unlock Pro Chat|Buy Now/ })).toHaveCount(0);
    // Nor does the API sell to the suspended browser under a fresh e-mail.
    const res = await page.request.post("/api/create-payment-intent", {
      data: { pack_id: "basic", email: email("e2e-fresh") },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(403);
  });
});
