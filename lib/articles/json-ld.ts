// JSON-LD for article pages. The JSON goes inside a <script> element, so every "<" is escaped:
// a title containing "</script>" must not end the element early.

/** Serialises structured data for an inline <script type="application/ld+json">. */
export function jsonLdScriptContent(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** schema.org Article for one published article (absolute URLs). */
export function articleJsonLd(article: {
  title: string;
  metaDescription: string;
  url: string;
  imageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.metaDescription,
    ...(article.imageUrl ? { image: [article.imageUrl] } : {}),
    datePublished: article.createdAt.toISOString(),
    dateModified: article.updatedAt.toISOString(),
    mainEntityOfPage: { "@type": "WebPage", "@id": article.url },
    publisher: { "@type": "Organization", name: "PromptReel" },
  };
}
