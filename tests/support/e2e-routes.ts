import { expect, type Page } from "@playwright/test";
import { sql } from "./e2e-db";
import { ensureAdmin, loginThroughForm } from "./e2e-admin";

// The routes every phone-layout and accessibility check walks, with what it takes to reach each
// state: a generated result, a bought pack (purchase view, thanks, credits), an article, admin pages.

export type RouteCheck = {
  name: string;
  visit: (page: Page) => Promise<void>;
  key: (page: Page) => Promise<void>;
};

const buyer = () => `e2e-layout-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A published article to visit; returns its path. */
export async function seedLayoutArticle(): Promise<string> {
  const slug = `layout-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  await sql(
    `INSERT INTO articles (id, title, slug, meta_title, meta_description, featured_image, body_content, is_published, created_at, updated_at)
     VALUES (gen_random_uuid(), 'Camera moves for a very long headline that has to wrap on a phone', $1, 'Camera moves', 'How to describe camera moves.', null, $2, true, now(), now())`,
    [
      slug,
      "## Dolly\n\nA dolly shot moves the camera `averyveryverylongunbrokenidentifierthatmustnotpushthepagewider` along a track.\n\n### Crane\n\nA crane lifts it.",
    ],
  );
  return `/articles/${slug}`;
}

async function generate(page: Page) {
  await page.goto("/generator");
  await page
    .getByLabel("Scene description")
    .fill(
      'At sunset, Maya, a young surfer, waxes her board on a quiet beach while waves crash behind her. She says "One more wave before dark, because the golden light never lasts for very long here."',
    );
  await page.getByRole("button", { name: "Generate JSON Prompt" }).click();
  await expect(page.getByTestId("json-output")).toBeVisible();
}

async function buy(page: Page) {
  await page.goto("/pro-wizard");
  await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
  await page.getByRole("button", { name: "Buy Now: Basic pack" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete Purchase" });
  await dialog.getByLabel("Email", { exact: true }).fill(buyer());
  await dialog.getByRole("button", { name: "Pay $5" }).click();
  await expect(page).toHaveURL(/\/thanks\?session_id=/, { timeout: 20_000 });
}

/** Every public route and state, in an order where each step sets up the next; then the admin pages. */
export function layoutRoutes(articlePath: () => string): RouteCheck[] {
  const visible =
    (name: string | RegExp, role: "button" | "link" | "heading" = "button") =>
    async (page: Page) =>
      expect(page.getByRole(role, { name }).first()).toBeVisible();
  return [
    {
      name: "landing",
      visit: (p) => p.goto("/").then(() => undefined),
      key: visible("Start Generating Free", "link"),
    },
    {
      name: "generator",
      visit: (p) => p.goto("/generator").then(() => undefined),
      key: visible(/Generate JSON Prompt/),
    },
    {
      name: "generator with a result",
      visit: generate,
      key: async (p) => {
        for (const name of ["Copy JSON", "Download JSON", "Share"]) await visible(name)(p);
        await visible(/Generate JSON Prompt/)(p);
      },
    },
    {
      name: "pro chat locked",
      visit: (p) => p.goto("/pro-wizard").then(() => undefined),
      key: visible("Unlock Pro Chat ($5)"),
    },
    {
      name: "pro chat purchase",
      visit: async (p) => {
        await p.goto("/pro-wizard");
        await p.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
      },
      key: visible("Buy Now: Basic pack"),
    },
    { name: "thanks", visit: buy, key: visible("Start Pro Chat", "link") },
    {
      name: "pro chat with credits",
      visit: (p) => p.goto("/pro-wizard").then(() => undefined),
      key: async (p) => {
        await visible("Send")(p);
        await visible("New Conversation")(p);
      },
    },
    {
      name: "articles",
      visit: (p) => p.goto("/articles").then(() => undefined),
      key: visible(/Articles/, "heading"),
    },
    {
      name: "article",
      visit: (p) => p.goto(articlePath()).then(() => undefined),
      key: visible(/Camera moves/, "heading"),
    },
    {
      name: "models",
      visit: (p) => p.goto("/models").then(() => undefined),
      key: async (p) => {
        await visible("AI video model limits", "heading")(p);
        await expect(p.locator("section#kling-4 table")).toBeVisible();
      },
    },
    {
      name: "developers",
      visit: (p) => p.goto("/developers").then(() => undefined),
      key: visible("PromptReel for developers", "heading"),
    },
    {
      name: "404",
      visit: (p) => p.goto("/no-such-page").then(() => undefined),
      key: visible("404 Page Not Found", "heading"),
    },
    {
      name: "admin login",
      visit: async (p) => {
        await ensureAdmin();
        await p.goto("/admin/login");
      },
      key: visible("Login to Dashboard"),
    },
    {
      name: "admin dashboard",
      visit: async (p) => {
        await loginThroughForm(p);
        await expect(p).toHaveURL(/\/admin\/dashboard/);
      },
      key: visible(/Dashboard/, "heading"),
    },
    {
      name: "admin analytics",
      visit: (p) => p.goto("/analytics").then(() => undefined),
      key: visible(/Analytics/, "heading"),
    },
    {
      name: "admin articles",
      visit: (p) => p.goto("/admin/articles").then(() => undefined),
      key: visible("Article Management", "heading"),
    },
    {
      name: "admin showcase",
      visit: (p) => p.goto("/admin/showcase").then(() => undefined),
      key: visible(/Showcase/, "heading"),
    },
  ];
}
