import { NextResponse } from "next/server";
import { createArticle, listArticlesForAdmin } from "@/lib/articles/admin";
import { revalidateArticlePages } from "@/lib/articles/revalidate";
import { NO_STORE, route } from "@/lib/http/route";
import { articleSchema } from "@/lib/validations/article";

/** Admin: every article, newest first. */
export const GET = route({ auth: "admin" }, async () =>
  NextResponse.json(await listArticlesForAdmin(), NO_STORE),
);

/** Admin: creates an article (slug from the title) and refreshes the public pages. */
export const POST = route(
  { sameOrigin: true, auth: "admin", body: articleSchema },
  async ({ actor, body }) => {
    const article = await createArticle(body, actor);
    revalidateArticlePages([article.slug]);
    return NextResponse.json(article, { status: 201 });
  },
);
