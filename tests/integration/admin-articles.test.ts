import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// revalidatePath needs Next's request store; record the calls instead (no database is mocked).
const revalidated = vi.hoisted(() => [] as Array<[string, string | undefined]>);
vi.mock("next/cache", () => ({
  revalidatePath: (path: string, type?: string) => void revalidated.push([path, type]),
}));

import { GET as listArticles, POST as createArticle } from "@/app/api/admin/articles/route";
import { DELETE as deleteArticle, PUT as updateArticle } from "@/app/api/admin/articles/[id]/route";
import { db } from "@/lib/db/client";
import { adminCookies, createAdmin } from "../support/admin";
import { callRoute } from "../support/route-call";

let cookies: Record<string, string>;
let adminEmail: string;
beforeAll(async () => {
  const admin = await createAdmin();
  adminEmail = admin.email;
  cookies = await adminCookies(admin);
});
beforeEach(() => {
  revalidated.length = 0;
});

const unique = () => Math.random().toString(36).slice(2, 8);
const article = (over: Record<string, unknown> = {}) => ({
  title: `Cinematic prompts ${unique()}`,
  metaTitle: "Cinematic prompts for AI video",
  metaDescription: "How to write scene prompts that AI video models follow.",
  featuredImage: "",
  bodyContent: "Describe the scene, the camera and the light.",
  isPublished: false,
  ...over,
});
const create = (body: unknown) => callRoute(createArticle, { method: "POST", cookies, body });
const update = (id: string, body: unknown) =>
  callRoute(updateArticle, { method: "PUT", cookies, body, params: { id } });
type Row = { id: string; slug: string; title: string; isPublished: boolean; featuredImage: string | null };

describe("admin articles API", () => {
  it("refuses calls without an admin session", async () => {
    expect((await callRoute(listArticles)).status).toBe(401);
    expect((await callRoute(createArticle, { method: "POST", body: article() })).status).toBe(401);
    expect(
      (
        await callRoute(updateArticle, {
          method: "PUT",
          body: article(),
          params: { id: crypto.randomUUID() },
        })
      ).status,
    ).toBe(401);
    expect(
      (await callRoute(deleteArticle, { method: "DELETE", params: { id: crypto.randomUUID() } })).status,
    ).toBe(401);
  });

  it("creates, lists, publishes, edits and deletes, logging each change and refreshing the public pages", async () => {
    const created = await create(
      article({
        title: "Hello, Wörld: AI Video 101!",
        featuredImage: "/objects/0123456789abcdef0123456789abcdef.png",
      }),
    );
    expect(created.status).toBe(201);
    const row = created.json as unknown as Row;
    expect(row.slug).toMatch(/^hello-world-ai-video-101(-\d+)?$/);
    expect(row.isPublished).toBe(false);
    expect(row.featuredImage).toBe("/objects/0123456789abcdef0123456789abcdef.png");
    expect(revalidated).toEqual(
      expect.arrayContaining([
        ["/articles", undefined],
        ["/articles/[slug]", "page"],
        [`/articles/${row.slug}`, undefined],
        ["/sitemap.xml", undefined],
      ]),
    );

    const list = (await callRoute(listArticles, { cookies })).json as unknown as Row[];
    expect(list.map((a) => a.id)).toContain(row.id);

    revalidated.length = 0;
    const published = await update(
      row.id,
      article({ title: "Hello, Wörld: AI Video 101!", isPublished: true }),
    );
    expect(published.status).toBe(200);
    expect(published.json).toMatchObject({
      id: row.id,
      slug: row.slug,
      isPublished: true,
      featuredImage: null,
    });
    expect(revalidated).toContainEqual([`/articles/${row.slug}`, undefined]);
    expect(revalidated).toContainEqual(["/sitemap.xml", undefined]);

    revalidated.length = 0;
    const renamed = await update(row.id, article({ title: `Renamed ${unique()}`, isPublished: true }));
    const newSlug = (renamed.json as unknown as Row).slug;
    expect(newSlug).toMatch(/^renamed-/);
    // The old address and the new one are both refreshed.
    expect(revalidated).toEqual(
      expect.arrayContaining([
        [`/articles/${row.slug}`, undefined],
        [`/articles/${newSlug}`, undefined],
      ]),
    );

    revalidated.length = 0;
    const deleted = await callRoute(deleteArticle, { method: "DELETE", cookies, params: { id: row.id } });
    expect(deleted.status).toBe(200);
    expect(await db().article.findUnique({ where: { id: row.id } })).toBeNull();
    expect(revalidated).toContainEqual([`/articles/${newSlug}`, undefined]);

    const actions = (
      await db().adminLog.findMany({
        where: { adminEmail, action: { startsWith: "article_" } },
        orderBy: { createdAt: "asc" },
      })
    ).filter((l) => (l.details as { id?: string }).id === row.id);
    expect(actions.map((l) => l.action)).toEqual([
      "article_create",
      "article_update",
      "article_update",
      "article_delete",
    ]);
  });

  it("gives colliding titles unique slugs with a suffix", async () => {
    const title = `Same Title ${unique()}`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push(((await create(article({ title }))).json as unknown as Row).slug);
    const base = title.toLowerCase().replace(/ /g, "-");
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    // Concurrent creations of one title still end with distinct slugs.
    const concurrent = await Promise.all([0, 1, 2].map(() => create(article({ title: `${title} again` }))));
    expect(concurrent.every((r) => r.status === 201)).toBe(true);
    expect(new Set(concurrent.map((r) => (r.json as unknown as Row).slug)).size).toBe(3);
    // Editing into a taken title gets a suffix; keeping one's own title keeps one's slug.
    const other = (await create(article())).json as unknown as Row;
    const moved = await update(other.id, article({ title }));
    expect((moved.json as unknown as Row).slug).toBe(`${base}-4`);
    const kept = await update(other.id, article({ title, bodyContent: "Changed body content." }));
    expect((kept.json as unknown as Row).slug).toBe(`${base}-4`);
    expect(((await create(article({ title: "!!!" }))).json as unknown as Row).slug).toMatch(
      /^article(-\d+)?$/,
    );
  });

  it("enforces the article schema at its boundaries", async () => {
    const status = async (over: Record<string, unknown>) => (await create(article(over))).status;
    expect(await status({ metaTitle: "m".repeat(60) })).toBe(201);
    const longMeta = await create(article({ metaTitle: "m".repeat(61) }));
    expect(longMeta.status).toBe(400);
    expect(longMeta.json).toEqual({ message: "SEO meta title must be at most 60 characters" });
    expect(await status({ metaDescription: "d".repeat(160) })).toBe(201);
    expect((await create(article({ metaDescription: "d".repeat(161) }))).json).toEqual({
      message: "SEO meta description must be at most 160 characters",
    });
    expect(await status({ bodyContent: "b".repeat(10) })).toBe(201);
    expect((await create(article({ bodyContent: "b".repeat(9) }))).json).toEqual({
      message: "Body content must be at least 10 characters",
    });
    expect(await status({ title: `${unique()}${"t".repeat(194)}` })).toBe(201);
    expect((await create(article({ title: "t".repeat(201) }))).json).toEqual({
      message: "Title must be at most 200 characters",
    });
    expect((await create(article({ title: "   " }))).json).toEqual({ message: "Title is required" });
    expect((await create(article({ metaTitle: "" }))).json).toEqual({
      message: "SEO meta title is required",
    });
    expect((await create(article({ featuredImage: "javascript:alert(1)" }))).json).toEqual({
      message: "Featured image must be a valid URL",
    });
    expect(await status({ featuredImage: "https://cdn.example.com/a.png" })).toBe(201);
    expect((await create(article({ isPublished: "yes" }))).status).toBe(400);
    const defaults = await create({
      title: `Defaults ${unique()}`,
      metaTitle: "m",
      metaDescription: "d",
      bodyContent: "0123456789",
    });
    expect(defaults.json).toMatchObject({ isPublished: false, featuredImage: null });
  });

  it("answers 404 for unknown or malformed ids, with no write", async () => {
    expect((await update(crypto.randomUUID(), article())).status).toBe(404);
    expect((await update("not-a-uuid", article())).status).toBe(404);
    expect(
      (await callRoute(deleteArticle, { method: "DELETE", cookies, params: { id: crypto.randomUUID() } }))
        .status,
    ).toBe(404);
  });
});
