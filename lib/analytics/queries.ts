import "server-only";
import { db } from "@/lib/db/client";

/** docs/product-spec.md §3, "Analytics response". */
export type AnalyticsSummary = {
  totalPrompts: number;
  successfulPrompts: number;
  recentFeedback: {
    id: string;
    feedbackType: string;
    rating: number | null;
    message: string;
    createdAt: Date;
  }[];
  categoryStats: { category: string; count: number }[];
  recentPrompts: {
    id: string;
    title: string | null;
    category: string | null;
    description: string | null;
    promptText: string;
    duration: number | null;
    success: boolean;
    errorMessage: string | null;
    processingTimeMs: number | null;
    createdAt: Date;
  }[];
};

export const RECENT_PROMPTS = 20;
export const RECENT_FEEDBACK = 10;
const MAX_CATEGORIES = 50;

/**
 * The analytics page's data. Totals and per-category counts come from ONE grouped scan of
 * prompt_analytics; the recent lists read the newest rows through the created_at indexes.
 */
export async function analyticsSummary(): Promise<AnalyticsSummary> {
  const [groups, recentPrompts, recentFeedback] = await Promise.all([
    db().$queryRaw<{ category: string | null; total: number; successful: number }[]>`
      SELECT category, count(*)::int AS total, count(*) FILTER (WHERE success)::int AS successful
        FROM prompt_analytics
       GROUP BY category`,
    db().promptAnalytics.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_PROMPTS,
      select: {
        id: true,
        title: true,
        category: true,
        description: true,
        promptText: true,
        duration: true,
        success: true,
        errorMessage: true,
        processingTimeMs: true,
        createdAt: true,
        generatedJson: true,
      },
    }),
    db().feedback.findMany({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_FEEDBACK,
      select: { id: true, feedbackType: true, rating: true, message: true, createdAt: true },
    }),
  ]);
  const categoryStats = groups
    .filter(
      (g): g is { category: string; total: number; successful: number } =>
        g.category !== null && g.category !== "",
    )
    .map((g) => ({ category: g.category, count: Number(g.total) }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category))
    .slice(0, MAX_CATEGORIES);
  return {
    totalPrompts: groups.reduce((n, g) => n + Number(g.total), 0),
    successfulPrompts: groups.reduce((n, g) => n + Number(g.successful), 0),
    recentFeedback,
    categoryStats,
    // A prompt without a user title shows the title the generator gave it (the document's project_title).
    recentPrompts: recentPrompts.map(({ generatedJson, ...p }) => ({
      ...p,
      title: p.title || projectTitle(generatedJson),
    })),
  };
}

function projectTitle(doc: unknown): string | null {
  const title = doc && typeof doc === "object" ? (doc as { project_title?: unknown }).project_title : null;
  return typeof title === "string" && title.trim() ? title.trim().slice(0, 200) : null;
}
