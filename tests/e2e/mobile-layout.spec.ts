import { expect, test, type Page } from "@playwright/test";
import { layoutRoutes, seedLayoutArticle } from "../support/e2e-routes";

// Phones first: at 360 and 390 px no page scrolls sideways and the key controls are on screen.

async function expectNoHorizontalOverflow(page: Page, where: string) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => {
    const vw = window.innerWidth;
    // Name the widest offenders so a failure says what to fix.
    const wide = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > vw + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: vw, wide };
  });
  expect(
    scrollWidth,
    `${where} is ${scrollWidth}px wide on a ${innerWidth}px screen: ${wide.join(" | ")}`,
  ).toBeLessThanOrEqual(innerWidth);
}

for (const width of [360, 390]) {
  test(`every route fits a ${width} px phone with its key controls visible`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    let article = "";
    article = await seedLayoutArticle();
    for (const route of layoutRoutes(() => article)) {
      await test.step(route.name, async () => {
        await route.visit(page);
        await route.key(page);
        await expectNoHorizontalOverflow(page, route.name);
      });
    }
  });
}

test("the Pro Chat chat comes before the conversation list on a phone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 800 });
  const article = await seedLayoutArticle();
  const routes = layoutRoutes(() => article);
  for (const name of ["thanks", "pro chat with credits"])
    await routes.find((r) => r.name === name)!.visit(page);
  const chatTop = (await page.getByTestId("chat-history").boundingBox())!.y;
  const sidebar = page.getByTestId("conversation-sidebar");
  expect((await sidebar.boundingBox())!.y).toBeGreaterThan(chatTop);
  expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(390);
  await expect(page.getByTestId("chat-history")).toHaveAttribute("tabindex", "0");
});
