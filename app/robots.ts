import type { MetadataRoute } from "next";
import { siteConfig } from "@/lib/env";

export const dynamic = "force-dynamic";

/** Crawl everything public; keep the back office and the API out; point at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  const base = siteConfig().url.replace(/\/+$/, "");
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/analytics", "/api"] },
    sitemap: `${base}/sitemap.xml`,
  };
}
