import { z } from "zod";

// Showcase videos (docs/product-spec.md §5 and §7): saving requires a title and an uploaded file.

export const SHOWCASE_MISSING = "Please provide a title and upload a file.";

export const showcaseVideoSchema = z.object({
  title: z
    .string({ error: SHOWCASE_MISSING })
    .trim()
    .min(1, SHOWCASE_MISSING)
    .max(200, "Title must be at most 200 characters"),
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(1000, "Description must be at most 1000 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  gifUrl: z
    .string({ error: SHOWCASE_MISSING })
    .trim()
    .min(1, SHOWCASE_MISSING)
    .max(2048, "The file URL is too long"),
  displayOrder: z
    .number({ error: "Display order must be a whole number" })
    .int("Display order must be a whole number")
    .min(0, "Display order must be 0 or more")
    .max(1_000_000, "Display order is too large")
    .default(0),
  isActive: z.boolean({ error: "isActive must be true or false" }).default(true),
});

export const showcaseStatusSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});

export const showcaseReorderSchema = z.object({
  direction: z.enum(["up", "down"], { error: 'direction must be "up" or "down"' }),
});

export type ShowcaseVideoData = z.output<typeof showcaseVideoSchema>;
