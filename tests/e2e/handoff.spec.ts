import { expect, test, type Page } from "@playwright/test";

// The generator's hand-offs (issue 25 item 5): "Refine in Pro Chat" carries the edited document over
// (through the purchase when the visitor has no credits); history Reopen restores the description,
// the result and the edits; a share shows its original description (escaped) and its fork opens an
// editable copy with that description.

const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
const DESCRIPTION =
  "Scene 1: At dawn, Lena walks along a misty harbor. Scene 2: Tom repairs a fishing net on the pier while gulls circle.";

const card = (page: Page, n: number) => page.getByTestId("scene-card").nth(n - 1);
const json = (page: Page) => page.getByTestId("json-output");

async function generate(page: Page, description = DESCRIPTION, title = "Harbor Morning", scenes = 2) {
  await page.goto("/generator");
  await page.getByLabel("Scene description").fill(description);
  await page.getByLabel("Scene title (optional)").fill(title);
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("scene-card")).toHaveCount(scenes);
}

async function editPlace(page: Page, n: number, value: string) {
  await card(page, n).getByLabel("Place").fill(value);
  await card(page, n).getByLabel("Place").blur();
  await expect(json(page)).toContainText(`"location": "${value}"`);
}

async function payBasic(page: Page, buyer: string) {
  await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
  await page.getByRole("button", { name: "Buy Now: Basic pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
  await dialog.getByLabel("Email", { exact: true }).fill(buyer);
  await dialog.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/thanks\?session_id=pi_sim_[\w-]+$/, { timeout: 20_000 });
}

test.describe("hand-offs from the generator", () => {
  test("Refine in Pro Chat without credits: buy first, then the conversation opens with the edited document", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await generate(page);
    await editPlace(page, 2, "the lighthouse pier");
    await page.getByRole("button", { name: "Refine in Pro Chat" }).click();

    // No credit session: the spec's locked view, with the result waiting.
    await expect(page).toHaveURL(/\/pro-wizard$/);
    await expect(page.getByRole("heading", { name: "Pro Chat requires credits" })).toBeVisible();
    await expect(page.getByTestId("handoff-waiting")).toContainText("Harbor Morning");
    await payBasic(page, email("e2e-handoff"));
    await page.getByRole("link", { name: "Start Pro Chat" }).click();

    await expect(page.getByText("Pro Chat: 20/20 messages")).toBeVisible();
    const current = page.getByTestId("current-prompt");
    await expect(current).toContainText('"location": "the lighthouse pier"');
    await expect(current).toContainText('"project_title": "Harbor Morning"');
    const history = page.getByTestId("chat-history");
    await expect(history).toContainText("Carried over from the generator");
    await expect(history).toContainText("Tom repairs a fishing net");
    // Free: starting from a hand-off spends no credit.
    await expect(page.getByText("Pro Chat: 20/20 messages")).toBeVisible();

    // With credits, a second hand-off opens straight away (a new, active conversation).
    await generate(
      page,
      "A lone cyclist crosses a rainy bridge at night, headlights glowing.",
      "Rain Bridge",
      1,
    );
    await page.getByRole("button", { name: "Refine in Pro Chat" }).click();
    await expect(page).toHaveURL(/\/pro-wizard$/);
    await expect(page.getByTestId("current-prompt")).toContainText('"project_title": "Rain Bridge"');
    await expect(page.getByTestId("chat-history")).toContainText("A lone cyclist crosses a rainy bridge");
    // Taken once: a reload does not open it again.
    const conversations = page.getByTestId("conversation-sidebar");
    await expect(conversations).toContainText("Rain Bridge");
    await page.reload();
    await expect(page.getByTestId("current-prompt")).toContainText('"project_title": "Rain Bridge"');
    await expect(conversations.getByText("Rain Bridge", { exact: true })).toHaveCount(1);
  });

  test("history Reopen restores the description, the result and the edits", async ({ page }) => {
    await generate(page);
    await editPlace(page, 1, "the old quay");
    const entry = page.getByTestId("history-entry").first();
    await expect(entry.getByTestId("history-edited")).toBeVisible();

    await page.reload();
    await expect(page.getByLabel("Scene description")).toHaveValue("");
    await page.getByRole("button", { name: "Reopen Harbor Morning" }).click();
    await expect(page.getByLabel("Scene description")).toHaveValue(DESCRIPTION);
    await expect(page.getByLabel("Scene title (optional)")).toHaveValue("Harbor Morning");
    await expect(card(page, 1).getByLabel("Place")).toHaveValue("the old quay");
    await expect(json(page)).toContainText('"location": "the old quay"');
    // Undo reaches the result as generated; redo brings the edits back.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    await expect(json(page)).not.toContainText("the old quay");
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    await expect(json(page)).toContainText('"location": "the old quay"');

    // Further edits stay with the same entry.
    await editPlace(page, 2, "a net loft");
    await expect(page.getByTestId("history-entry")).toHaveCount(1);
    await page.reload();
    await page.getByRole("button", { name: "Reopen Harbor Morning" }).click();
    await expect(card(page, 1).getByLabel("Place")).toHaveValue("the old quay");
    await expect(card(page, 2).getByLabel("Place")).toHaveValue("a net loft");
  });

  test("a share shows its original description, escaped, and its fork is an editable copy with it", async ({
    page,
    browser,
  }) => {
    const text =
      'A child floats a <b>paper</b> boat & a "tin" whistle down a rainy street gutter <script>window.__x=1</script>.';
    await generate(page, text, "Paper Boat", 1);
    await page.getByRole("button", { name: "Share" }).click();
    const url = (await page.getByTestId("share-link").textContent())!;

    const stranger = await browser.newContext();
    const pub = await stranger.newPage();
    await pub.goto(url);
    const shown = pub.getByTestId("shared-description");
    await expect(pub.getByRole("heading", { name: "Original description" })).toBeVisible();
    await expect(shown).toHaveText(text);
    await expect(shown.locator("b, script")).toHaveCount(0);
    expect(await pub.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();

    await pub.getByRole("link", { name: "Open in generator" }).click();
    await expect(pub).toHaveURL(/\/generator\?fork=/);
    await expect(pub.getByLabel("Scene description")).toHaveValue(text);
    await expect(pub.getByTestId("json-output")).toContainText('"project_title": "Paper Boat"');
    // Editable: an edit reaches the JSON, and the copy is kept in this browser's history.
    await pub.getByTestId("scene-card").first().getByLabel("Place").fill("a flooded lane");
    await expect(pub.getByTestId("json-output")).toContainText('"location": "a flooded lane"');
    await expect(pub.getByTestId("history-entry")).toHaveCount(1);
    await stranger.close();
  });
});
