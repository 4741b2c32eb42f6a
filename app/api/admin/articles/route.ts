import { NextResponse } from "next/server";
import { createArticle, listArticlesForAdmin } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import { requireAdmin, requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { articleSchema } from "@/lib/validations/article";

/** Admin: every article, newest first. */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  return NextResponse.json(await listArticlesForAdmin(), { headers: { "Cache-Control": "no-store" } });
});

/** Admin: creates an article (slug from the title) and refreshes the public pages. */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const data = await parseJsonBody(req, articleSchema);
  const article = await createArticle(data, actor);
  revalidateArticlePages([article.slug]);
  return NextResponse.json(article, { status: 201 });
});
