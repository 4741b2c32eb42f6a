/** An article as GET /api/admin/articles returns it (dates as JSON strings). */
export type AdminArticle = {
  id: string;
  title: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  featuredImage: string | null;
  bodyContent: string;
  isPublished: boolean;
  createdAt: string | null;
  updatedAt: string | null;
};

export const ARTICLES_KEY = ["/api/admin/articles"] as const;
