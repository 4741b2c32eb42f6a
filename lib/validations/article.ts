import { z } from "zod";

// docs/product-spec.md §5: title 1-200, metaTitle 1-60, metaDescription 1-160, featuredImage a valid URL
// (optional), bodyContent at least 10, isPublished default false. Shared by the form and the API.

export const ARTICLE_LIMITS = { title: 200, metaTitle: 60, metaDescription: 160, bodyMin: 10 } as const;

/** A stored object path ("/objects/...") or an absolute http(s) URL (Blob or elsewhere). */
function isImageUrl(value: string): boolean {
  if (/^\/objects\/[\w.-]+$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

const text = (required: string) => z.string({ error: required }).trim();

export const articleSchema = z.object({
  title: text("Title is required")
    .min(1, "Title is required")
    .max(ARTICLE_LIMITS.title, `Title must be at most ${ARTICLE_LIMITS.title} characters`),
  metaTitle: text("SEO meta title is required")
    .min(1, "SEO meta title is required")
    .max(ARTICLE_LIMITS.metaTitle, `SEO meta title must be at most ${ARTICLE_LIMITS.metaTitle} characters`),
  metaDescription: text("SEO meta description is required")
    .min(1, "SEO meta description is required")
    .max(
      ARTICLE_LIMITS.metaDescription,
      `SEO meta description must be at most ${ARTICLE_LIMITS.metaDescription} characters`,
    ),
  featuredImage: z
    .string({ error: "Featured image must be a valid URL" })
    .trim()
    .max(2048, "Featured image must be a valid URL")
    .refine((v) => v === "" || isImageUrl(v), "Featured image must be a valid URL")
    .nullish()
    .transform((v) => (v ? v : null)),
  bodyContent: text("Body content is required").min(
    ARTICLE_LIMITS.bodyMin,
    `Body content must be at least ${ARTICLE_LIMITS.bodyMin} characters`,
  ),
  isPublished: z.boolean({ error: "isPublished must be true or false" }).default(false),
});

export type ArticleInput = z.input<typeof articleSchema>;
export type ArticleData = z.output<typeof articleSchema>;
