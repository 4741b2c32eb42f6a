import { z } from "zod";
import { DESCRIPTION_MAX } from "@/lib/content-policy";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";

/**
 * POST /api/share: a generated prompt document within the document limits, and optionally the
 * description it was generated from (the same limit as the generator's). A client's `indexable`
 * is ignored (dropped like any other unknown key): share pages are never offered to search engines.
 */
export const shareSchema = z.object(
  {
    document: boundedPromptDocumentSchema,
    /** The scene description the result came from, shown on the public page (optional). */
    description: z.string().trim().max(DESCRIPTION_MAX, "Description is too long").optional(),
  },
  { error: "Please provide the prompt to share" },
);

export type ShareInput = z.infer<typeof shareSchema>;
