import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { sql } from "../support/e2e-db";

/** A real RGB PNG of the given size (a gradient, so it does not compress to nothing). */
function pngOf(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) rows.set([(x * 7) & 255, (y * 5) & 255, (x * y) & 255], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const IMAGE = "https://media.example.com/featured.png";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function seedArticle(a: {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  body: string;
  published: boolean;
  image?: string | null;
}) {
  await sql(
    `INSERT INTO articles (id, title, slug, meta_title, meta_description, featured_image, body_content, is_published, created_at, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, now() - interval '2 days', now())`,
    [a.title, a.slug, a.metaTitle, a.metaDescription, a.image ?? null, a.body, a.published],
  );
}

test.describe("public articles", () => {
  const id = Date.now().toString(36);
  const slug = `camera-moves-${id}`;
  const draft = `draft-notes-${id}`;

  test.beforeAll(async () => {
    await seedArticle({
      slug,
      title: "Camera moves </script><b>that</b> sell a scene",
      metaTitle: "Camera moves for AI video <prompts>",
      metaDescription: "Dolly, crane and orbit shots: how to write camera moves into your AI video prompt.",
      body: [
        "# Why camera language matters",
        "",
        "A **dolly in** builds tension. See [the generator](/generator).",
        "",
        "- Crane up",
        "- Orbit left",
        "",
        '<script>window.__pwned = true</script><div class="raw-html">raw html</div>',
        "",
        "[bad link](javascript:alert(1))",
      ].join("\n"),
      published: true,
      image: IMAGE,
    });
    await seedArticle({
      slug: draft,
      title: "Draft notes",
      metaTitle: "Draft",
      metaDescription: "Not yet",
      body: "Draft body content.",
      published: false,
    });
  });

  test.beforeEach(async ({ context }) => {
    await context.route(IMAGE, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
    );
  });

  test("an article page: safe markdown, featured image, meta tags, canonical and JSON-LD", async ({
    page,
    request,
  }) => {
    const res = await page.goto(`/articles/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Camera moves </script><b>that</b> sell a scene",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Why camera language matters" })).toBeVisible();
    await expect(page.locator("article strong")).toHaveText("dolly in");
    await expect(page.locator("article li")).toHaveText(["Crane up", "Orbit left"]);
    await expect(
      page.getByRole("img", { name: "Camera moves </script><b>that</b> sell a scene" }),
    ).toHaveAttribute("src", IMAGE);

    // Raw HTML in the body is dropped, never executed; javascript: links are neutralised.
    await expect(page.locator("article .raw-html")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const bad = page.getByRole("link", { name: "bad link" });
    expect((await bad.getAttribute("href")) ?? "").not.toContain("javascript:");

    const head = page.locator("head");
    await expect(page).toHaveTitle("Camera moves for AI video <prompts>");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Dolly, crane and orbit shots: how to write camera moves into your AI video prompt.",
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/articles/${slug}$`),
    );
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Camera moves for AI video <prompts>",
    );
    await expect(head.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      /Dolly, crane and orbit/,
    );
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", IMAGE);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute(
      "content",
      "Camera moves for AI video <prompts>",
    );
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute("content", IMAGE);

    // JSON-LD: every "<" escaped in the served HTML, and the data parses back intact.
    const html = await (await request.get(`/articles/${slug}`)).text();
    const raw = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(raw).not.toContain("<");
    expect(raw).toContain("\\u003c/script>");
    const ld = JSON.parse(raw);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Camera moves </script><b>that</b> sell a scene",
      description: "Dolly, crane and orbit shots: how to write camera moves into your AI video prompt.",
      image: [IMAGE],
      mainEntityOfPage: { "@id": expect.stringMatching(new RegExp(`/articles/${slug}$`)) },
    });
  });

  test("an uploaded featured image reaches the reader resized by the image optimiser, not as uploaded", async ({
    page,
    request,
  }) => {
    // Stored the way uploads are: DATA_DIR/objects/<32 hex>.png, served at /objects/<name>.
    const name = crypto.randomBytes(16).toString("hex");
    const original = pngOf(2400, 1260);
    const dir = path.join(process.env.E2E_DATA_DIR!, "objects");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${name}.png`), original);
    const upSlug = `uploaded-image-${id}`;
    await seedArticle({
      slug: upSlug,
      title: "An article with an uploaded image",
      metaTitle: "Uploaded image",
      metaDescription: "The featured image is an upload.",
      body: "A body long enough to count.",
      published: true,
      image: `/objects/${name}.png`,
    });
    const csp: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to load/i.test(m.text())) csp.push(m.text());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/articles/${upSlug}`);
    const img = page.getByRole("img", { name: "An article with an uploaded image" });
    await expect(img).toHaveAttribute(
      "src",
      new RegExp(`^/_next/image\\?url=%2Fobjects%2F${name}\\.png&w=\\d+&q=75$`),
    );
    await expect(img).toHaveAttribute("srcset", /w=640&q=75 640w/);
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
      .toBeGreaterThan(0);
    // A phone gets a WebP a fraction of the upload's size; the page's CSP lets it load.
    const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    const res = await request.get(chosen, { headers: { Accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/webp");
    expect((await res.body()).length).toBeLessThan(original.length / 4);
    expect(csp).toEqual([]);
    // The social cards keep the upload's own URL.
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`/objects/${name}\\.png$`),
    );
  });

  test("drafts and unknown slugs answer 404", async ({ page }) => {
    for (const path of [`/articles/${draft}`, `/articles/no-such-article-${id}`]) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    }
  });

  test("/articles lists published articles only; sitemap and robots", async ({ page, request }) => {
    await page.goto("/articles");
    await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Camera moves </script><b>that</b> sell a scene" }),
    ).toHaveAttribute("href", `/articles/${slug}`);
    await expect(page.getByRole("link", { name: "Draft notes" })).toHaveCount(0);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/articles/${slug}</loc>\\s*<lastmod>`));
    expect(sitemap).not.toContain(draft);
    expect(sitemap).toMatch(/<loc>[^<]*\/generator<\/loc>/);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /analytics");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toMatch(/Sitemap: \S+\/sitemap\.xml/);
  });
});
