import { expect, test } from "@playwright/test";

// /thanks says what happened to the payment in its URL; only a payment the ledger recorded is a success.

test("without a session_id or with a made-up one, /thanks says no payment was found, never success", async ({
  page,
}) => {
  test.setTimeout(90_000); // five page loads
  for (const url of [
    "/thanks",
    "/thanks?session_id=cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT",
    "/thanks?session_id=pi_sim_madeup",
  ]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No recent payment found");
    await expect(page.getByText("Please purchase credits or check your email address.")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("Payment Successful");
    await expect(page.getByRole("main")).not.toContainText("have been activated");
  }
  const sessionId = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT";
  await page.goto(`/thanks?session_id=${sessionId}`);
  await expect(page.getByTestId("session-id-prefix")).toHaveText(sessionId.slice(0, 20));
  await expect(page.getByRole("main")).not.toContainText(sessionId.slice(0, 21));
  await expect(page.getByText(/Contact us through the feedback form on our homepage/)).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await page.getByRole("link", { name: "Start Pro Chat" }).click();
  await expect(page).toHaveURL(/\/pro-wizard$/);
});
