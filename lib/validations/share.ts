import { z } from "zod";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";

/**
 * POST /api/share: a generated prompt document within the document limits. A client's `indexable`
 * is ignored (dropped like any other unknown key): share pages are never offered to search engines.
 */
export const shareSchema = z.object(
  { document: boundedPromptDocumentSchema },
  { error: "Please provide the prompt to share" },
);

export type ShareInput = z.infer<typeof shareSchema>;
