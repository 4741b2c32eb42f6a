import { NextResponse } from "next/server";
import { z } from "zod";
import { deleteArticle, updateArticle } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import { requireAdmin } from "@/lib/auth/require-admin";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { articleSchema } from "@/lib/validations/article";

type Params = { id: string };

async function articleId(ctx: { params: Promise<Params> }): Promise<string> {
  const { id } = await ctx.params;
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", "Article not found");
  return id;
}

/** Admin: edits an article and refreshes its public pages (old and new slug). */
export const PUT = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  const id = await articleId(ctx);
  const data = await parseJsonBody(req, articleSchema);
  const { article, previousSlug } = await updateArticle(id, data, { req, adminEmail: admin.email });
  revalidateArticlePages([previousSlug, article.slug]);
  return NextResponse.json(article);
});

/** Admin: deletes an article and refreshes the public pages. */
export const DELETE = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req);
  const id = await articleId(ctx);
  const article = await deleteArticle(id, { req, adminEmail: admin.email });
  revalidateArticlePages([article.slug]);
  return NextResponse.json({ success: true });
});
