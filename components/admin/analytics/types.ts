// GET /api/analytics as the browser receives it (spec section 3, analytics response).
export type AnalyticsJson = {
  totalPrompts: number;
  successfulPrompts: number;
  recentFeedback: { id: string; feedbackType: string; rating: number | null; message: string; createdAt: string }[];
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
    createdAt: string;
  }[];
};
