"use client";
import { Pencil, Trash2 } from "lucide-react";
import { StatusTitle } from "@/components/admin/status-title";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { AdminArticle } from "@/components/admin/articles/types";
import { formatDate } from "@/lib/format-date";

type Props = { article: AdminArticle; onEdit: () => void; onDelete: () => void; deleting: boolean };

/** One article in the admin list (docs/product-spec.md §2: title, badge, SEO title, slug, dates, description, thumbnail). */
export function ArticleCard({ article, onEdit, onDelete, deleting }: Props) {
  return (
    <Card data-testid="article-card">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row">
        {article.featuredImage && (
          // eslint-disable-next-line @next/next/no-img-element -- uploaded files are served as stored, not optimised
          <img src={article.featuredImage} alt="" className="h-24 w-40 shrink-0 rounded-md object-cover" />
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <StatusTitle
            title={article.title}
            on={article.isPublished}
            labels={["Published", "Draft"]}
            className="text-lg"
          />
          <p className="text-sm">
            <span className="font-medium">SEO Title:</span> {article.metaTitle}
          </p>
          <p className="text-sm">
            <span className="font-medium">Slug:</span>{" "}
            {article.isPublished ? (
              <a
                href={`/articles/${article.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline underline-offset-4"
              >
                /articles/{article.slug}
              </a>
            ) : (
              <>/articles/{article.slug}</>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            Created: {formatDate(article.createdAt)} · Updated: {formatDate(article.updatedAt)}
          </p>
          <p className="text-sm text-muted-foreground">{article.metaDescription}</p>
        </div>
        <div className="flex shrink-0 gap-2 sm:flex-col">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden />
            Edit
          </Button>
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={deleting}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
