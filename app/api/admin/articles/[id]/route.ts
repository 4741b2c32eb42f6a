import { NextResponse } from "next/server";
import { deleteArticle, updateArticle } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import { route } from "@/lib/http/route";
import { articleSchema } from "@/lib/validations/article";

const ARTICLE = { sameOrigin: true, auth: "admin", params: { id: "Article not found" } } as const;

/** Admin: edits an article and refreshes its public pages (old and new slug). */
export const PUT = route({ ...ARTICLE, body: articleSchema }, async ({ actor, params, body }) => {
  const { article, previousSlug } = await updateArticle(params.id, body, actor);
  revalidateArticlePages([previousSlug, article.slug]);
  return NextResponse.json(article);
});

/** Admin: deletes an article and refreshes the public pages. */
export const DELETE = route(ARTICLE, async ({ actor, params }) => {
  const article = await deleteArticle(params.id, actor);
  revalidateArticlePages([article.slug]);
  return NextResponse.json({ success: true });
});
