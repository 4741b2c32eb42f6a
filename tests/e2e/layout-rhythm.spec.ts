import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";
import { ensureAdmin, loginThroughForm } from "../support/e2e-admin";

// Layout rhythm: one content width shared by the header, the footer and the pages;
// even gaps between the fields of a form; no empty band on the landing; the packs' prices on one line.

/** Left and right edges of the header's content box, and of everything laid out in main and the footer. */
async function edges(page: Page, header: "Main" | "Admin") {
  return page.evaluate((headerName) => {
    const box = (el: Element) => el.getBoundingClientRect();
    const nav = document.querySelector(`nav[aria-label="${headerName}"]`)!;
    const vw = document.documentElement.clientWidth;
    // Everything visible in a region except full-bleed bands (section backgrounds) and what scrolls
    // inside its own overflow box (wide tables).
    const extent = (root: Element) => {
      let left = Infinity;
      let right = -Infinity;
      for (const el of root.querySelectorAll("*")) {
        const r = box(el);
        if (r.width <= 1 || r.height <= 1 || r.width >= vw - 1) continue;
        let inScroller = false;
        for (let p = el.parentElement; p && p !== root; p = p.parentElement) {
          const o = getComputedStyle(p).overflowX;
          if (o === "auto" || o === "scroll") inScroller = true;
        }
        if (inScroller) continue;
        left = Math.min(left, r.left);
        right = Math.max(right, r.right);
      }
      return { left: Math.round(left), right: Math.round(right) };
    };
    return {
      header: { left: Math.round(box(nav).left), right: Math.round(box(nav).right) },
      main: extent(document.querySelector("main")!),
      footer: extent(document.querySelector("footer")!),
    };
  }, header);
}

async function seedArticle(): Promise<string> {
  const slug = `rhythm-${Date.now().toString(36)}`;
  await sql(
    `INSERT INTO articles (id, title, slug, meta_title, meta_description, featured_image, body_content, is_published, created_at, updated_at)
     VALUES (gen_random_uuid(), 'Rhythm check', $1, 'Rhythm', 'Rhythm check.', null, 'A body long enough to count.', true, now(), now())`,
    [slug],
  );
  return `/articles/${slug}`;
}

test.describe("layout rhythm at 1366 px", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("header, footer and every page share one content width and left edge", async ({ page }) => {
    test.setTimeout(90_000);
    const article = await seedArticle();
    const pages: { name: string; header: "Main" | "Admin"; open: () => Promise<unknown> }[] = [
      { name: "landing", header: "Main", open: () => page.goto("/") },
      { name: "generator", header: "Main", open: () => page.goto("/generator") },
      { name: "articles", header: "Main", open: () => page.goto("/articles") },
      { name: "article", header: "Main", open: () => page.goto(article) },
      {
        name: "pro chat purchase",
        header: "Main",
        open: async () => {
          await page.goto("/pro-wizard");
          await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
          await expect(page.getByTestId("pack-price")).toHaveCount(3);
        },
      },
      {
        name: "admin dashboard",
        header: "Admin",
        open: async () => {
          await ensureAdmin();
          await page.goto("/admin/login");
          await loginThroughForm(page);
          await expect(page.getByRole("heading", { name: /Dashboard/ }).first()).toBeVisible();
        },
      },
      { name: "analytics", header: "Admin", open: () => page.goto("/analytics") },
      { name: "admin articles", header: "Admin", open: () => page.goto("/admin/articles") },
      { name: "admin showcase", header: "Admin", open: () => page.goto("/admin/showcase") },
    ];
    for (const p of pages) {
      await test.step(p.name, async () => {
        await p.open();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const e = await edges(page, p.header);
        // The header's container: 1152 px (max-w-6xl), centred. Nothing in the page is wider or
        // narrower than the same container (a page in max-w-7xl or max-w-5xl would be).
        expect(e.header.right - e.header.left, p.name).toBe(1152);
        expect(e.main, `${p.name}: the page's container is the header's`).toEqual(e.header);
        if (p.header === "Main") expect(e.footer, `${p.name}: the footer's container too`).toEqual(e.header);
      });
    }
  });

  test("the generator and feedback forms space their fields evenly", async ({ page }) => {
    const gaps = (form: string) =>
      page.locator(form).evaluate((el) => {
        const kids = [...el.children].filter((c) => c.getBoundingClientRect().height > 0);
        return kids.slice(1).map((c, i) => {
          const gap = c.getBoundingClientRect().top - kids[i].getBoundingClientRect().bottom;
          return Math.round(gap * 10) / 10;
        });
      });
    await page.goto("/generator");
    const generator = await gaps('form[aria-label="Scene generator"]');
    expect(generator.length).toBeGreaterThanOrEqual(3);
    expect(new Set(generator), `generator gaps ${generator.join(", ")}`).toEqual(new Set([20]));

    await page.goto("/");
    const feedback = page.locator('form[aria-label="Feedback"]');
    await feedback.scrollIntoViewIfNeeded();
    const feedbackGaps = await gaps('form[aria-label="Feedback"]');
    expect(feedbackGaps.length).toBeGreaterThanOrEqual(4);
    expect(new Set(feedbackGaps), `feedback gaps ${feedbackGaps.join(", ")}`).toEqual(new Set([20]));

    // A validation message appears inside its field: the gaps between fields stay the same.
    await page.getByRole("button", { name: "Submit Feedback" }).click();
    await expect(feedback.getByRole("alert").first()).toBeVisible();
    const withErrors = await gaps('form[aria-label="Feedback"]');
    expect(new Set(withErrors), `feedback gaps with errors ${withErrors.join(", ")}`).toEqual(new Set([20]));
  });

  test("the landing has no empty band: one 64 px gap between sections on the same background, the footer right after the last band", async ({
    page,
  }) => {
    await page.goto("/");
    const { pairs, footerGap } = await page.evaluate(() => {
      const sections = [...document.querySelector("main")!.children] as HTMLElement[];
      const plain = (s: HTMLElement) => {
        const cs = getComputedStyle(s);
        return cs.backgroundImage === "none" && cs.backgroundColor === "rgba(0, 0, 0, 0)";
      };
      const pad = (s: HTMLElement) => getComputedStyle(s);
      const last = sections[sections.length - 1];
      return {
        pairs: sections
          .slice(1)
          .map((s, i) => ({ prev: sections[i], next: s }))
          .filter(({ prev, next }) => plain(prev) && plain(next))
          .map(({ prev, next }) => parseFloat(pad(prev).paddingBottom) + parseFloat(pad(next).paddingTop)),
        footerGap:
          document.querySelector("footer")!.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
      };
    });
    expect(footerGap).toBe(0);
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    expect(pairs, `gaps between plain sections: ${pairs.join(", ")}`).toEqual(pairs.map(() => 64));
  });

  test("the three packs' prices and Buy Now buttons line up, whatever the descriptions' length", async ({
    page,
  }) => {
    // One pack with a much longer description than the others.
    await page.route("**/api/credit-packs", async (route) => {
      const res = await route.fetch();
      const packs = (await res.json()) as { id: string; description: string }[];
      packs[0].description = `${packs[0].description}, with room for a longer explanation of what it is for`;
      await route.fulfill({ response: res, json: packs });
    });
    for (const width of [1366, 800]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/pro-wizard");
      await page.getByRole("button", { name: "Unlock Pro Chat ($5)" }).click();
      const prices = page.getByTestId("pack-price");
      await expect(prices).toHaveCount(3);
      const tops = await prices.evaluateAll((els) =>
        els.map((e) => Math.round(e.getBoundingClientRect().top)),
      );
      expect(new Set(tops), `price tops at ${width} px: ${tops.join(", ")}`).toHaveProperty("size", 1);
      const buttons = await page
        .getByRole("button", { name: /^Buy Now:/ })
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(buttons), `button tops at ${width} px: ${buttons.join(", ")}`).toHaveProperty("size", 1);
    }
  });
});
