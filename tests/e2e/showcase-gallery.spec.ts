import { expect, test, type Page } from "@playwright/test";
import { sql } from "../support/e2e-db";

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==", "base64");
const gallery = (page: Page) => page.getByRole("region", { name: "Showcase Gallery" });
const COMING_SOON = "Coming soon! Users will showcase their generated videos here.";

async function seed(
  rows: {
    title: string;
    description?: string | null;
    gifUrl: string;
    order: number;
    active?: boolean;
    createdAt?: string;
  }[],
) {
  for (const r of rows) {
    await sql(
      `INSERT INTO showcase_videos (id, title, description, gif_url, display_order, is_active, created_at, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()), now())`,
      [r.title, r.description ?? null, r.gifUrl, r.order, r.active ?? true, r.createdAt ?? null],
    );
  }
}

// These tests own the showcase table for their run (serial, one worker).
test.describe.serial("showcase gallery", () => {
  test.beforeEach(async ({ context }) => {
    // Media is same-origin (the CSP allows only self without Blob); the test answers for it.
    await context.route("**/objects/media-*.gif", (route) =>
      route.fulfill({ status: 200, contentType: "image/gif", body: GIF }),
    );
  });

  test("shows Coming soon! when there are no active videos", async ({ page }) => {
    await sql("DELETE FROM showcase_videos");
    await seed([{ title: "Inactive only", gifUrl: "/objects/media-hidden.gif", order: 1, active: false }]);
    await page.goto("/");
    await expect(gallery(page).getByText(COMING_SOON)).toBeVisible();
    await expect(gallery(page).getByRole("list", { name: "Showcase videos" })).toHaveCount(0);
  });

  test("the gallery is read by the browser after the prerendered page: a new video shows at once", async ({
    page,
  }) => {
    await sql("DELETE FROM showcase_videos");
    await page.goto("/");
    await expect(gallery(page).getByText(COMING_SOON)).toBeVisible();
    // Added after the page was built and first served: no rebuild or revalidation needed.
    await seed([{ title: "Fetched card", gifUrl: "/objects/media-s.gif", order: 1 }]);
    const read = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/showcase/videos");
    await page.goto("/");
    expect((await read).status()).toBe(200);
    await expect(gallery(page).getByRole("heading", { name: "Fetched card" })).toBeVisible();
  });

  test("a failed load shows Coming soon! (the failure is logged on the server)", async ({ page }) => {
    await seed([{ title: "Unreachable", gifUrl: "/objects/media-x.gif", order: 1 }]);
    // A real failure of the gallery's query: its table is briefly out of reach.
    await sql("ALTER TABLE showcase_videos RENAME TO showcase_videos_away");
    try {
      const res = await page.goto("/");
      expect(res?.status()).toBe(200);
      await expect(gallery(page).getByText(COMING_SOON)).toBeVisible();
      await expect(gallery(page).getByRole("status", { name: "Loading showcase videos" })).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    } finally {
      await sql("ALTER TABLE showcase_videos_away RENAME TO showcase_videos");
    }
  });

  test("a populated grid: active videos in display order, 16:9 previews, badge and date, 1/2/3 columns", async ({
    page,
    context,
  }) => {
    await sql("DELETE FROM showcase_videos");
    // Video requests never answer here: the card stays a video element.
    await context.route("**/objects/media-*.mp4", () => undefined);
    await seed([
      {
        title: "Sunset drone flight over the coast",
        description: "A slow aerial pass at golden hour",
        gifUrl: "/objects/media-a.gif",
        order: 2,
        createdAt: "2025-03-04T12:00:00Z",
      },
      { title: "Claymation fox in the snow", gifUrl: "/objects/media-b.mp4", order: 1 },
      {
        title: "Neon city chase",
        description: "Rain, neon, a long tracking shot",
        gifUrl: "/objects/media-c.gif",
        order: 3,
      },
      { title: "Hidden draft", gifUrl: "/objects/media-d.gif", order: 0, active: false },
    ]);
    await page.goto("/");
    const list = gallery(page).getByRole("list", { name: "Showcase videos" });
    const cards = list.getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
      "Claymation fox in the snow",
      "Sunset drone flight over the coast",
      "Neon city chase",
    ]);
    await expect(cards.getByText("AI Generated")).toHaveCount(3);
    await expect(cards.nth(1)).toContainText("A slow aerial pass at golden hour");
    await expect(cards.nth(1)).toContainText("Mar 4, 2025");

    const img = cards.nth(1).getByRole("img", { name: "Sunset drone flight over the coast", exact: true });
    await expect(img).toHaveAttribute("src", "/objects/media-a.gif");
    // Previews load lazily: bring the card into view first.
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    const box = await img.boundingBox();
    expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);

    const video = cards.nth(0).locator("video");
    await expect(video).toHaveAttribute("src", "/objects/media-b.mp4");
    expect(
      await video.evaluate((el: HTMLVideoElement) => ({
        muted: el.muted,
        loop: el.loop,
        autoplay: el.autoplay,
        playsInline: el.playsInline,
      })),
    ).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      playsInline: true,
    });

    // Titles and descriptions are clamped to two lines.
    await expect(cards.nth(0).getByRole("heading")).toHaveCSS("-webkit-line-clamp", "2");
    await expect(cards.nth(1).getByText("A slow aerial pass at golden hour")).toHaveCSS(
      "-webkit-line-clamp",
      "2",
    );

    const columns = async () => {
      const ys = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      return ys.filter((y) => y === ys[0]).length;
    };
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(columns).toBe(1);
  });

  test("media that fails to load shows the placeholder; relative paths get the /objects/ prefix", async ({
    page,
  }) => {
    await sql("DELETE FROM showcase_videos");
    await seed([
      { title: "Broken gif", gifUrl: "missing/nope.gif", order: 1 },
      { title: "Broken video", gifUrl: "/missing/clip.mp4", order: 2 },
      { title: "Fine gif", gifUrl: "/objects/media-ok.gif", order: 3 },
    ]);
    const requested: string[] = [];
    page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await page.goto("/");
    const cards = gallery(page).getByRole("listitem");
    // Previews load lazily: bring the gallery into view first.
    await cards.first().scrollIntoViewIfNeeded();
    await expect(cards.nth(0).getByRole("img", { name: "Preview unavailable: Broken gif" })).toBeVisible();
    await expect(cards.nth(1).getByRole("img", { name: "Preview unavailable: Broken video" })).toBeVisible();
    await expect(cards.nth(2).getByRole("img", { name: "Fine gif", exact: true })).toBeVisible();
    expect(requested).toContain("/objects/missing/nope.gif");
    expect(requested).toContain("/objects/missing/clip.mp4");
  });
});
