import { describe, expect, it } from "vitest";
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { getPublishedArticle, listPublishedArticles } from "@/lib/articles/public";
import { db } from "@/lib/db/client";
import { siteConfig } from "@/lib/env";

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function seedArticle(slug: string, isPublished: boolean) {
  return db().article.create({
    data: {
      title: `Title ${slug}`,
      slug,
      metaTitle: `Meta ${slug}`.slice(0, 60),
      metaDescription: "A description",
      bodyContent: "Body content here.",
      isPublished,
    },
  });
}

describe("public articles", () => {
  it("serves published articles only: drafts and unknown slugs are null", async () => {
    const id = unique();
    const published = await seedArticle(`pub-${id}`, true);
    await seedArticle(`draft-${id}`, false);
    expect(await getPublishedArticle(`pub-${id}`)).toMatchObject({
      id: published.id,
      bodyContent: "Body content here.",
    });
    expect(await getPublishedArticle(`draft-${id}`)).toBeNull();
    expect(await getPublishedArticle(`missing-${id}`)).toBeNull();
    expect(await getPublishedArticle("")).toBeNull();
    const slugs = (await listPublishedArticles()).map((a) => a.slug);
    expect(slugs).toContain(`pub-${id}`);
    expect(slugs).not.toContain(`draft-${id}`);
  });

  it("the sitemap lists the public pages and every published article with its updatedAt", async () => {
    const id = unique();
    const published = await seedArticle(`map-${id}`, true);
    await seedArticle(`mapdraft-${id}`, false);
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    const base = siteConfig().url;
    expect(urls).toEqual(
      expect.arrayContaining([`${base}/`, `${base}/generator`, `${base}/pro-wizard`, `${base}/articles`]),
    );
    const entry = entries.find((e) => e.url === `${base}/articles/map-${id}`);
    expect(entry?.lastModified).toEqual(published.updatedAt);
    expect(urls).not.toContain(`${base}/articles/mapdraft-${id}`);
    expect(urls.some((u) => /\/(admin|analytics|api)/.test(u))).toBe(false);
  });

  it("robots keeps /admin, /analytics and /api out and points at the sitemap", () => {
    const r = robots();
    expect(r.rules).toEqual({ userAgent: "*", allow: "/", disallow: ["/admin", "/analytics", "/api"] });
    expect(r.sitemap).toBe(`${siteConfig().url}/sitemap.xml`);
  });
});
