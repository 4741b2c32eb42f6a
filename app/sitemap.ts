import type { MetadataRoute } from "next";
import { listPublishedArticleSlugs } from "@/lib/articles/public";
import { siteConfig } from "@/lib/env";

// Built per request: the site URL comes from the environment and articles change at runtime.
export const dynamic = "force-dynamic";

const PUBLIC_PAGES: { path: string; priority: number; changeFrequency: "daily" | "weekly" | "monthly" }[] = [
  { path: "/", priority: 1, changeFrequency: "weekly" },
  { path: "/generator", priority: 0.9, changeFrequency: "monthly" },
  { path: "/pro-wizard", priority: 0.7, changeFrequency: "monthly" },
  { path: "/articles", priority: 0.8, changeFrequency: "daily" },
  { path: "/models", priority: 0.8, changeFrequency: "weekly" },
  { path: "/developers", priority: 0.5, changeFrequency: "monthly" },
];

/** The public pages and every published article with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteConfig().url.replace(/\/+$/, "");
  const articles = await listPublishedArticleSlugs();
  return [
    ...PUBLIC_PAGES.map((p) => ({
      url: p.path === "/" ? `${base}/` : `${base}${p.path}`,
      changeFrequency: p.changeFrequency,
      priority: p.priority,
    })),
    ...articles.map((a) => ({
      url: `${base}/articles/${encodeURIComponent(a.slug)}`,
      lastModified: a.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.6,
    })),
  ];
}
