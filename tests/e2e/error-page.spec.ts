import { expect, test } from "@playwright/test";

// app/error.tsx: a render crash shows "Something went wrong" with Try again, inside the site shell,
// and Try again renders the page anew once the cause is gone. The crash is injected by making date
// formatting throw while the generator's history lists an entry.

test("a crashing page shows the error screen, and Try again recovers", async ({ page }) => {
  await page.addInitScript(() => {
    const Original = Intl.DateTimeFormat;
    class Crashing extends Original {
      format(date?: Date | number) {
        if (sessionStorage.getItem("crash") === "1") throw new Error("injected crash");
        return super.format(date);
      }
    }
    Intl.DateTimeFormat = Crashing as typeof Intl.DateTimeFormat;
  });
  await page.goto("/generator");
  await page.getByLabel("Scene description").fill("A child floats a paper boat down a rainy street gutter.");
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("history-entry")).toHaveCount(1);

  await page.evaluate(() => sessionStorage.setItem("crash", "1"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();

  await page.evaluate(() => sessionStorage.removeItem("crash"));
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Free Scene Generator" })).toBeVisible();
  await expect(page.getByTestId("history-entry")).toHaveCount(1);
});
