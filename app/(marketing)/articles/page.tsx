import type { Metadata } from "next";
import { ArticleList } from "@/components/articles/article-list";
import { listPublishedArticles } from "@/lib/articles/public";

export const metadata: Metadata = {
  title: "Articles",
  description: "Guides and ideas for writing better AI video prompts: scenes, characters, camera and audio.",
  alternates: { canonical: "/articles" },
};

/** Public list of published articles. */
export default async function ArticlesPage() {
  const articles = await listPublishedArticles();
  return (
    <div className="page-container py-10">
      <div className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">Articles</h1>
        <p className="mt-3 text-lg text-muted-foreground">Guides for writing better prompts for AI video.</p>
        <ArticleList articles={articles} />
      </div>
    </div>
  );
}
