import type { listArticlesForAdmin } from "@/lib/articles/admin";
import type { Jsonified } from "@/lib/http/json-types";

/** An article as GET /api/admin/articles returns it (the server's row, dates as JSON strings). */
export type AdminArticle = Jsonified<Awaited<ReturnType<typeof listArticlesForAdmin>>[number]>;

export const ARTICLES_KEY = ["/api/admin/articles"] as const;
