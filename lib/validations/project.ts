import { z } from "zod";
import { promptDocumentSchema } from "@/lib/scene/schema";

// The project concept form (docs/product-spec.md §5) and the project calls.

export const PROJECT_TITLE_REQUIRED = "Project title is required";
export const PROJECT_DESCRIPTION_SHORT = "Please provide a detailed concept description";

/** The concept form: title required, description at least 20 characters, estimatedDuration and targetMood strings. */
export const projectConceptSchema = z.object({
  title: z
    .string({ error: PROJECT_TITLE_REQUIRED })
    .trim()
    .min(1, PROJECT_TITLE_REQUIRED)
    .max(100, "Title is too long"),
  description: z
    .string({ error: PROJECT_DESCRIPTION_SHORT })
    .trim()
    .min(20, PROJECT_DESCRIPTION_SHORT)
    .max(2000, "Description is too long"),
  estimatedDuration: z.string().trim().max(20).optional().default(""),
  targetMood: z.string().trim().max(100).optional().default(""),
});

/**
 * POST /api/pro-chat/conversation/new: no body, a project concept that seeds the document, or a
 * generator result handed over to Pro Chat ("Refine in Pro Chat": its document and description).
 */
export const newConversationSchema = z.object({
  project: projectConceptSchema.optional(),
  handoff: z
    .object({
      document: promptDocumentSchema,
      description: z.string().trim().max(2000, "Description is too long").optional().default(""),
    })
    .optional(),
});
export type NewConversationInput = z.output<typeof newConversationSchema>;

/** POST /api/projects: save a conversation's document as a project. */
export const saveProjectSchema = z.object({ conversationId: z.uuid({ error: "Conversation not found." }) });

export type ProjectConcept = z.infer<typeof projectConceptSchema>;
