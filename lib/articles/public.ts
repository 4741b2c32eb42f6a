import "server-only";
import { db } from "@/lib/db/client";

/** An article as its public page renders it. */
export type PublicArticle = {
  id: string;
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string | null;
  bodyContent: string;
  createdAt: Date;
  updatedAt: Date;
};

export type PublicArticleSummary = Omit<PublicArticle, "bodyContent" | "metaTitle">;

// Longer than any stored slug could be: no need to ask the database.
const MAX_SLUG = 300;

/** Published articles, newest first, for /articles. */
export async function listPublishedArticles(): Promise<PublicArticleSummary[]> {
  return db().article.findMany({
    where: { isPublished: true },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      slug: true,
      metaDescription: true,
      featuredImage: true,
      createdAt: true,
      updatedAt: true,
    },
  });
}

/** One published article by slug; null for drafts and unknown slugs (both are a 404). */
export async function getPublishedArticle(slug: string): Promise<PublicArticle | null> {
  if (slug.length === 0 || slug.length > MAX_SLUG) return null;
  return db().article.findFirst({
    where: { slug, isPublished: true },
    select: {
      id: true,
      title: true,
      slug: true,
      metaTitle: true,
      metaDescription: true,
      featuredImage: true,
      bodyContent: true,
      createdAt: true,
      updatedAt: true,
    },
  });
}

/**
 * The live slug of the published article that once had `slug` (its title changed since), or null:
 * the article page redirects there permanently.
 */
export async function findRenamedArticleSlug(slug: string): Promise<string | null> {
  if (slug.length === 0 || slug.length > MAX_SLUG) return null;
  const redirect = await db().articleSlugRedirect.findUnique({
    where: { slug },
    select: { article: { select: { slug: true, isPublished: true } } },
  });
  return redirect?.article.isPublished ? redirect.article.slug : null;
}

/** Slug and last change of every published article, for the sitemap. */
export async function listPublishedArticleSlugs(): Promise<{ slug: string; updatedAt: Date }[]> {
  return db().article.findMany({
    where: { isPublished: true },
    orderBy: { updatedAt: "desc" },
    select: { slug: true, updatedAt: true },
  });
}
