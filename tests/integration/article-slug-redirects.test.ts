import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as createArticle } from "@/app/api/admin/articles/route";
import { DELETE as deleteArticle, PUT as updateArticle } from "@/app/api/admin/articles/[id]/route";
import { findRenamedArticleSlug, getPublishedArticle } from "@/lib/articles/public";
import { db } from "@/lib/db/client";
import { adminCookies } from "../support/admin";
import { callRoute } from "../support/route-call";

let cookies: Record<string, string>;
beforeAll(async () => {
  cookies = await adminCookies();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const body = (title: string, isPublished = true) => ({
  title,
  metaTitle: "Meta",
  metaDescription: "Description",
  bodyContent: "Describe the scene, the camera and the light.",
  isPublished,
});
type Row = { id: string; slug: string };
const create = async (title: string) =>
  (await callRoute(createArticle, { method: "POST", cookies, body: body(title) })).json as unknown as Row;
const rename = async (id: string, title: string, isPublished = true) => {
  const res = await callRoute(updateArticle, {
    method: "PUT",
    cookies,
    body: body(title, isPublished),
    params: { id },
  });
  expect(res.status).toBe(200);
  return res.json as unknown as Row;
};

describe("article slugs: a changed title keeps every former URL working", () => {
  it("every former slug leads to the live one; the live slug itself is never a redirect", async () => {
    const id = unique();
    const first = await create(`Camera moves ${id}`);
    const second = await rename(first.id, `Camera moves explained ${id}`);
    const third = await rename(first.id, `Camera moves for AI video ${id}`);
    expect(new Set([first.slug, second.slug, third.slug]).size).toBe(3);
    expect(await findRenamedArticleSlug(first.slug)).toBe(third.slug);
    expect(await findRenamedArticleSlug(second.slug)).toBe(third.slug);
    expect(await findRenamedArticleSlug(third.slug)).toBeNull();
    expect(await getPublishedArticle(third.slug)).toMatchObject({ id: first.id });

    // Back to the first title: that slug is live again, and the others point at it.
    const back = await rename(first.id, `Camera moves ${id}`);
    expect(back.slug).toBe(first.slug);
    expect(await findRenamedArticleSlug(first.slug)).toBeNull();
    expect(await findRenamedArticleSlug(third.slug)).toBe(first.slug);
    // An edit that keeps the title adds nothing.
    await rename(first.id, `Camera moves ${id}`);
    expect(await db().articleSlugRedirect.count({ where: { articleId: first.id } })).toBe(2);
  });

  it("a draft's former slugs are a 404 like the draft; a new article may take a former slug; deletes cascade", async () => {
    const id = unique();
    const a = await create(`Lighting ${id}`);
    const renamed = await rename(a.id, `Lighting guide ${id}`, false);
    expect(await findRenamedArticleSlug(a.slug)).toBeNull();
    await rename(a.id, `Lighting guide ${id}`, true);
    expect(await findRenamedArticleSlug(a.slug)).toBe(renamed.slug);

    const b = await create(`Lighting ${id}`);
    expect(b.slug).toBe(a.slug);
    expect(await findRenamedArticleSlug(a.slug)).toBeNull();
    expect(await getPublishedArticle(a.slug)).toMatchObject({ id: b.id });

    await rename(a.id, `Lighting handbook ${id}`);
    expect((await callRoute(deleteArticle, { method: "DELETE", cookies, params: { id: a.id } })).status).toBe(
      200,
    );
    expect(await db().articleSlugRedirect.count({ where: { articleId: a.id } })).toBe(0);
  });
});
