import { expect, test } from "@playwright/test";

test("thanks page shows the first 20 characters of session_id, the activation note, buttons and the contact hint", async ({
  page,
}) => {
  const sessionId = "cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsT";
  await page.goto(`/thanks?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeVisible();
  await expect(page.getByTestId("session-id-prefix")).toHaveText(sessionId.slice(0, 20));
  await expect(page.getByRole("main")).not.toContainText(sessionId.slice(0, 21));
  await expect(page.getByText("Your Pro Chat credits have been activated.")).toBeVisible();
  await expect(page.getByText(/Contact us through the feedback form on our homepage/)).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await page.getByRole("link", { name: "Start Pro Chat" }).click();
  await expect(page).toHaveURL(/\/pro-wizard$/);
});
