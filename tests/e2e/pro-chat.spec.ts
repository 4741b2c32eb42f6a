import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";

// Pro Chat in demo mode: buy a pack with the simulated payment (as the payments spec does), chat with
// streamed replies from the local guided assistant, rename and switch conversations, the credit badge
// and warnings at 15, 10, 5 and 2 credits (set through the database), and the 402 path.

const email = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function buyBasic(page: Page, buyer: string) {
  await page.goto("/pro-wizard");
  await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
  await page.getByRole("button", { name: "Buy Now: Basic pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
  await expect(dialog.getByText("Test mode: no real charge")).toBeVisible();
  await dialog.getByLabel("Email", { exact: true }).fill(buyer);
  await dialog.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/thanks\?session_id=pi_sim_[\w-]+$/, { timeout: 20_000 });
  await page.goto("/pro-wizard");
  await expect(page.getByText("Pro Chat: 20/20 messages")).toBeVisible();
}

async function sendMessage(page: Page, text: string) {
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/pro-chat") && r.request().method() === "POST",
  );
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  const res = await response;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("application/x-ndjson");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
}

const history = (page: Page) => page.getByTestId("chat-history");
const setCredits = (buyer: string, credits: number) =>
  sql("UPDATE credit_sessions SET credits_remaining = $2 WHERE email = $1", [buyer, credits]);

test.describe("Pro Chat (demo mode)", () => {
  test("buy, chat three streamed turns, rename and switch conversations", async ({ page }) => {
    test.setTimeout(90_000);
    const buyer = email("e2e-chat");
    await buyBasic(page, buyer);
    await expect(page.getByTestId("credit-dot")).toHaveAttribute("data-tone", "green");
    await expect(page.getByRole("button", { name: "Buy More" })).toHaveCount(0);
    await expect(page.getByTestId("chat-empty")).toBeVisible();
    await expect(page.getByTestId("conversation-sidebar")).toHaveCSS("width", "320px");

    // The reply renders progressively: record the assistant bubble's text length on every DOM change.
    await page.evaluate(() => {
      const w = window as unknown as { __lengths: number[] };
      w.__lengths = [];
      const root = document.querySelector('[data-testid="chat-history"]');
      if (!root) throw new Error("no chat history");
      new MutationObserver(() => {
        const bubbles = root.querySelectorAll('[data-testid="chat-message-assistant"]');
        const last = bubbles[bubbles.length - 1];
        if (last) w.__lengths.push(last.textContent?.length ?? 0);
      }).observe(root, { childList: true, subtree: true, characterData: true });
    });
    await sendMessage(page, "A lighthouse keeper named Elias feeds a curious seagull on the rocks.");
    await expect(history(page).getByTestId("chat-message-assistant").first()).toContainText("Great start!");
    await expect(
      history(page).getByTestId("chat-message-assistant").first().locator("strong").first(),
    ).toBeVisible();
    await expect(page.getByText("Pro Chat: 19/20 messages")).toBeVisible();
    const lengths = await page.evaluate(() => (window as unknown as { __lengths: number[] }).__lengths);
    expect(new Set(lengths.filter((n) => n > 0 && n !== Math.max(...lengths))).size).toBeGreaterThan(2);
    await expect(page.getByTestId("current-prompt")).toContainText("Elias");

    await sendMessage(page, "A windswept rocky island at dawn");
    // The guide stores what the answers state: the place, the time of day, the camera terms.
    await expect(page.getByTestId("current-prompt")).toContainText('"location": "A windswept rocky island"');
    await expect(page.getByTestId("current-prompt")).toContainText('"time_of_day": "dawn"');
    await sendMessage(page, "Slow dolly in from a wide shot");
    await expect(page.getByTestId("current-prompt")).toContainText('"dolly in"');
    await expect(page.getByTestId("current-prompt")).toContainText('"wide shot"');
    await expect(history(page).getByTestId("chat-message-user")).toHaveCount(3);
    await expect(history(page).getByTestId("chat-message-assistant")).toHaveCount(3);
    await expect(history(page).locator("ol li strong").first()).toBeVisible(); // numbered bold items
    await expect(page.getByText("Pro Chat: 17/20 messages")).toBeVisible();
    await expect(page.getByTestId("conversation-item")).toHaveCount(1);
    await expect(page.getByTestId("conversation-item")).toContainText("6 messages");

    // Inline rename: Escape cancels, Enter saves.
    const first = page.getByTestId("conversation-item").first();
    const oldTitle = (await first.locator("span").first().textContent()) ?? "";
    await page.getByRole("button", { name: `Rename ${oldTitle}` }).click();
    await page.getByLabel("Conversation title").fill("Not this");
    await page.getByLabel("Conversation title").press("Escape");
    await expect(page.getByTestId("conversation-item").first()).toContainText(oldTitle);
    await page.getByRole("button", { name: `Rename ${oldTitle}` }).click();
    await page.getByLabel("Conversation title").fill("  Lighthouse Story  ");
    await page.getByLabel("Conversation title").press("Enter");
    await expect(page.getByTestId("conversation-item").first()).toContainText("Lighthouse Story");

    // A new conversation becomes the active one with an empty chat; switching back loads the history.
    await page.getByRole("button", { name: "New Conversation" }).click();
    await expect(page.getByTestId("conversation-item")).toHaveCount(2);
    await expect(page.getByTestId("chat-empty")).toBeVisible();
    await expect(page.locator('[data-testid="conversation-item"][data-active="true"]')).toContainText(
      "New Conversation",
    );
    await page.getByRole("button", { name: /^Lighthouse Story/ }).click();
    await expect(page.locator('[data-testid="conversation-item"][data-active="true"]')).toContainText(
      "Lighthouse Story",
    );
    await expect(history(page).getByTestId("chat-message-user")).toHaveCount(3);
    await expect(page.getByTestId("current-prompt")).toContainText('"dolly in"');

    // Clear Chat empties only the display; the stored history comes back on reload.
    await page.getByRole("button", { name: "Clear Chat" }).click();
    await expect(page.getByTestId("chat-empty")).toBeVisible();
    await page.reload();
    await expect(history(page).getByTestId("chat-message-user")).toHaveCount(3);
    const rows = await sql<{ n: number }>(
      "SELECT jsonb_array_length(conversation_history)::int AS n FROM pro_chat_conversations WHERE user_email = $1 AND title = 'Lighthouse Story'",
      [buyer],
    );
    expect(rows).toEqual([{ n: 6 }]);

    // The sidebar collapses to 64 px.
    await page.getByRole("button", { name: "Collapse conversations" }).click();
    await expect(page.getByTestId("conversation-sidebar")).toHaveCSS("width", "64px");
  });

  test("badge colours and warnings at 15, 10, 5 and 2 credits, and the 402 path opens the purchase view", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const buyer = email("e2e-badge");
    await buyBasic(page, buyer);

    const expectState = async (credits: number, tone: string, buyMore: boolean, warning: string | null) => {
      await setCredits(buyer, credits);
      await page.reload();
      await expect(page.getByText(`Pro Chat: ${credits}/20 messages`)).toBeVisible();
      await expect(page.getByTestId("credit-dot")).toHaveAttribute("data-tone", tone);
      await expect(page.getByRole("button", { name: "Buy More" })).toHaveCount(buyMore ? 1 : 0);
      if (warning) {
        await expect(page.getByTestId("low-credit-warning")).toContainText(warning);
        await expect(page.getByRole("button", { name: "Top Off Credits" })).toBeVisible();
      } else {
        await expect(page.getByTestId("low-credit-warning")).toHaveCount(0);
      }
    };
    await expectState(16, "green", false, null);
    await expectState(15, "yellow", false, null);
    await expectState(11, "yellow", false, null);
    await expectState(10, "yellow", true, null);
    await expectState(6, "yellow", true, null);
    await expectState(5, "red", true, "Getting low on credits");
    await expectState(3, "red", true, "Getting low on credits");
    await expectState(2, "red", true, "Running low on credits!");

    await page.getByRole("button", { name: "Top Off Credits" }).click();
    await expect(page.getByRole("button", { name: /^Buy Now/ })).toHaveCount(3);
    await page.reload();
    await expect(page.getByLabel("Message", { exact: true })).toBeVisible();

    // The credits run out behind the page's back: the send answers 402.
    await setCredits(buyer, 0);
    await page.getByLabel("Message", { exact: true }).fill("A fox in the snow at dawn");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status").filter({ hasText: "No credits remaining" })).toContainText(
      "Please purchase more credits to continue.",
    );
    await expect(page.getByRole("button", { name: /^Buy Now/ })).toHaveCount(3);
    const stored = await sql<{ n: number }>(
      "SELECT COALESCE(SUM(jsonb_array_length(conversation_history)), 0)::int AS n FROM pro_chat_conversations WHERE user_email = $1",
      [buyer],
    );
    expect(stored).toEqual([{ n: 0 }]);
  });

  test("a project concept seeds the conversation; the document is saved as a project and reopened", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const buyer = email("e2e-project");
    await buyBasic(page, buyer);
    await page.getByRole("button", { name: "Start from a project concept" }).click();
    const dialog = page.getByRole("dialog", { name: "New Project Concept" });
    await dialog.getByRole("button", { name: "Start Conversation" }).click();
    await expect(dialog.getByText("Project title is required")).toBeVisible();
    await dialog.getByLabel("Project title").fill("Harbor Dawn");
    await dialog.getByLabel("Concept description").fill("Too short");
    await dialog.getByRole("button", { name: "Start Conversation" }).click();
    await expect(dialog.getByText("Please provide a detailed concept description")).toBeVisible();
    await dialog
      .getByLabel("Concept description")
      .fill("A fisherwoman prepares her small boat in a misty harbor.");
    await dialog.getByLabel("Target mood").fill("peaceful");
    await dialog.getByRole("button", { name: "Start Conversation" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-testid="conversation-item"][data-active="true"]')).toContainText(
      "Harbor Dawn",
    );
    await expect(page.getByTestId("current-prompt")).toContainText('"project_title": "Harbor Dawn"');

    await sendMessage(page, "Soft piano music and seagulls");
    await page.getByRole("button", { name: "Save as Project" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Project saved" })).toBeVisible();
    await expect(page.getByTestId("project-item")).toContainText("Harbor Dawn");
    await page.getByRole("button", { name: "Open project Harbor Dawn" }).click();
    await expect(page.getByTestId("conversation-item")).toHaveCount(2);
    await expect(history(page).getByTestId("chat-message-user")).toHaveCount(1);
    const projects = await sql<{ title: string; status: string }>(
      "SELECT p.title, p.status FROM projects p JOIN users u ON u.id = p.user_id WHERE u.email = $1",
      [buyer],
    );
    expect(projects).toEqual([{ title: "Harbor Dawn", status: "draft" }]);
  });
});
