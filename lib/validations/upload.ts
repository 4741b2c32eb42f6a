import { z } from "zod";

/**
 * POST /api/objects/upload: the spec sends no body; the admin screens may say what they are about to
 * upload so the limits and the object's extension are known up front. Defaults: a featured image.
 */
export const uploadRequestSchema = z.object({
  kind: z
    .enum(["featured-image", "showcase"], { error: "kind must be featured-image or showcase" })
    .default("featured-image"),
  contentType: z.string().trim().max(200).optional(),
  size: z.number({ error: "size must be a number of bytes" }).int().nonnegative().optional(),
});

export type UploadRequest = z.output<typeof uploadRequestSchema>;

/** PUT /api/featured-images (docs/product-spec.md §7). */
export const featuredImageSchema = z.object({
  imageURL: z
    .string({ error: "imageURL is required" })
    .trim()
    .min(1, "imageURL is required")
    .max(2048, "imageURL is too long"),
});
