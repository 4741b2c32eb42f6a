import "server-only";
import { logAdminAction } from "@/lib/audit/admin-log";
import { db, isUniqueViolation, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { AdminActor as Actor } from "@/lib/http/request-context";
import { firstFreeSlug, slugify } from "@/lib/articles/slug";
import { removeStoredObject } from "@/lib/storage";
import type { ArticleData } from "@/lib/validations/article";

// Admin side of the articles: list, create, edit, delete; every change is logged with the admin in
// the same transaction as the write.

const notFound = () => new AppError("not_found", "Article not found");

/** Every article, newest first (drafts included). */
export function listArticlesForAdmin() {
  return db().article.findMany({ orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}

async function freeSlug(tx: Tx, title: string, exceptId?: string): Promise<string> {
  const base = slugify(title);
  const rows = await tx.article.findMany({
    where: { slug: { startsWith: base }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { slug: true },
  });
  return firstFreeSlug(
    base,
    rows.map((r) => r.slug),
  );
}

/** Runs a write that picks a free slug, again when a concurrent write took the same slug first. */
async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= 5) throw e;
    }
  }
}

/**
 * Records what a slug change means for old links: the previous slug becomes a permanent redirect to
 * this article, and the new slug, now live, is no longer anyone's former slug.
 */
async function recordSlugChange(tx: Tx, articleId: string, slug: string, previousSlug?: string) {
  await tx.articleSlugRedirect.deleteMany({ where: { slug } });
  if (previousSlug && previousSlug !== slug)
    await tx.articleSlugRedirect.upsert({
      where: { slug: previousSlug },
      create: { slug: previousSlug, articleId },
      update: { articleId },
    });
}

/** Creates an article with a unique slug generated from its title. */
export function createArticle(data: ArticleData, actor: Actor) {
  return withSlugRetry(() =>
    db().$transaction(async (tx) => {
      const slug = await freeSlug(tx, data.title);
      const article = await tx.article.create({ data: { ...data, slug } });
      await recordSlugChange(tx, article.id, slug);
      await logAdminAction(
        actor,
        {
          action: "article_create",
          details: { id: article.id, slug, title: article.title, isPublished: article.isPublished },
        },
        tx,
      );
      return article;
    }),
  );
}

/**
 * Updates an article; a changed title gives it a new slug and the old one keeps working as a
 * permanent redirect. Returns the article and its previous slug.
 */
export function updateArticle(id: string, data: ArticleData, actor: Actor) {
  return withSlugRetry(() =>
    db().$transaction(async (tx) => {
      const before = await tx.article.findUnique({ where: { id } });
      if (!before) throw notFound();
      const slug = before.title === data.title ? before.slug : await freeSlug(tx, data.title, id);
      const article = await tx.article.update({ where: { id }, data: { ...data, slug } });
      if (slug !== before.slug) await recordSlugChange(tx, id, slug, before.slug);
      await logAdminAction(
        actor,
        {
          action: "article_update",
          details: {
            id,
            slug,
            previousSlug: before.slug,
            title: article.title,
            isPublished: article.isPublished,
          },
        },
        tx,
      );
      return { article, previousSlug: before.slug };
    }),
  );
}

/** Deletes an article, and its featured image when no other article uses it. */
export async function deleteArticle(id: string, actor: Actor) {
  const article = await db().$transaction(async (tx) => {
    const found = await tx.article.findUnique({ where: { id } });
    if (!found) throw notFound();
    await tx.article.delete({ where: { id } });
    await logAdminAction(
      actor,
      {
        action: "article_delete",
        details: { id, slug: found.slug, title: found.title },
      },
      tx,
    );
    return found;
  });
  if (
    article.featuredImage &&
    (await db().article.count({ where: { featuredImage: article.featuredImage } })) === 0
  ) {
    await removeStoredObject(article.featuredImage).catch((e: unknown) =>
      console.error("[articles] could not delete the featured image", e),
    );
  }
  return article;
}
