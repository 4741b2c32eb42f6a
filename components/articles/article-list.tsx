import Link from "next/link";
import { ArticleDate } from "@/components/articles/article-date";

export type ArticleListItem = {
  id: string;
  title: string;
  slug: string;
  metaDescription: string;
  createdAt: Date;
};

/** The list of published articles on /articles. */
export function ArticleList({ articles }: { articles: ArticleListItem[] }) {
  if (articles.length === 0)
    return <p className="mt-8 text-muted-foreground">No articles yet. Check back soon.</p>;
  return (
    <ul className="mt-8 space-y-6">
      {articles.map((a) => (
        <li key={a.id} className="rounded-xl border bg-card p-6">
          <h2 className="text-xl font-semibold">
            <Link href={`/articles/${a.slug}`} className="hover:underline">
              {a.title}
            </Link>
          </h2>
          <p className="mt-2 text-muted-foreground">{a.metaDescription}</p>
          <p className="mt-3 text-sm text-muted-foreground">
            <ArticleDate date={a.createdAt} />
          </p>
        </li>
      ))}
    </ul>
  );
}
