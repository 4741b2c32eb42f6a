import { cache } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { ArticleBody } from "@/components/articles/article-body";
import { ArticleDate } from "@/components/articles/article-date";
import { FeaturedImage } from "@/components/articles/featured-image";
import { articleJsonLd, jsonLdScriptContent } from "@/lib/articles/json-ld";
import { findRenamedArticleSlug, getPublishedArticle } from "@/lib/articles/public";
import { siteConfig } from "@/lib/env";

type Props = { params: Promise<{ slug: string }> };

// generateMetadata and the page both need the article: one query per request. A former slug (the
// title changed) answers a permanent redirect (308) to the live one.
const loadArticle = cache(async (slug: string) => {
  const article = await getPublishedArticle(slug);
  if (article) return article;
  const renamed = await findRenamedArticleSlug(slug);
  if (renamed) permanentRedirect(`/articles/${encodeURIComponent(renamed)}`);
  notFound();
});

const absolute = (url: string) => new URL(url, siteConfig().url).toString();

/** SEO metadata: meta title and description, canonical URL, Open Graph and Twitter cards with the featured image. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = await loadArticle((await params).slug);
  const path = `/articles/${article.slug}`;
  const images = article.featuredImage
    ? [{ url: absolute(article.featuredImage), alt: article.title }]
    : undefined;
  return {
    title: { absolute: article.metaTitle },
    description: article.metaDescription,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      url: path,
      siteName: "PromptReel",
      title: article.metaTitle,
      description: article.metaDescription,
      publishedTime: article.createdAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      images,
    },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title: article.metaTitle,
      description: article.metaDescription,
      images: images?.map((i) => i.url),
    },
  };
}

/** A published article, server-rendered; former slugs redirect; drafts and unknown slugs are a 404. */
export default async function ArticlePage({ params }: Props) {
  const article = await loadArticle((await params).slug);
  const jsonLd = articleJsonLd({
    title: article.title,
    metaDescription: article.metaDescription,
    url: absolute(`/articles/${article.slug}`),
    imageUrl: article.featuredImage ? absolute(article.featuredImage) : null,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  });
  return (
    // The site container (its left edge lines up with the logo), with a reading column inside it.
    <article className="page-container py-10">
      <div className="max-w-3xl">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLdScriptContent(jsonLd) }}
        />
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link href="/articles" className="hover:underline">
            Articles
          </Link>
        </nav>
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance">{article.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          <ArticleDate date={article.createdAt} label="Published" />
          {article.updatedAt.getTime() - article.createdAt.getTime() > 60_000 && (
            <>
              {" · "}
              <ArticleDate date={article.updatedAt} label="Updated" />
            </>
          )}
        </p>
        {article.featuredImage && <FeaturedImage src={article.featuredImage} alt={article.title} />}
        <div className="mt-8">
          <ArticleBody markdown={article.bodyContent} />
        </div>
        <aside className="mt-12 rounded-xl border bg-accent/50 p-6">
          <h2 className="text-lg font-semibold">Try it on your own scene</h2>
          <p className="mt-2 text-muted-foreground">
            Turn a description into a structured JSON prompt for free, with no limits.
          </p>
          <Link
            href="/generator"
            className="mt-3 inline-block font-medium text-primary underline underline-offset-4"
          >
            Open the Free Generator
          </Link>
        </aside>
      </div>
    </article>
  );
}
