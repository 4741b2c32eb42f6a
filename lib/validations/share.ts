import { z } from "zod";
import { promptDocumentSchema } from "@/lib/scene/schema";

/** POST /api/share: a generated prompt document, and whether the owner lets search engines index it. */
export const shareSchema = z.object(
  {
    document: promptDocumentSchema,
    indexable: z.boolean({ error: "indexable must be true or false" }).optional().default(false),
  },
  { error: "Please provide the prompt to share" },
);

export type ShareInput = z.infer<typeof shareSchema>;
