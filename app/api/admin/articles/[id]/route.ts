import { NextResponse } from "next/server";
import { deleteArticle, updateArticle } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { uuidParam } from "@/lib/http/request-context";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { articleSchema } from "@/lib/validations/article";

type Params = { id: string };

const articleId = (ctx: { params: Promise<Params> }) => uuidParam(ctx, "id", "Article not found");

/** Admin: edits an article and refreshes its public pages (old and new slug). */
export const PUT = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const id = await articleId(ctx);
  const data = await parseJsonBody(req, articleSchema);
  const { article, previousSlug } = await updateArticle(id, data, actor);
  revalidateArticlePages([previousSlug, article.slug]);
  return NextResponse.json(article);
});

/** Admin: deletes an article and refreshes the public pages. */
export const DELETE = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const id = await articleId(ctx);
  const article = await deleteArticle(id, actor);
  revalidateArticlePages([article.slug]);
  return NextResponse.json({ success: true });
});
