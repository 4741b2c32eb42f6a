import { z } from "zod";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";

const RATIO = /^\d{1,2}:\d{1,2}$/;

/** POST /api/export: a prompt document, a target id, and optional aspect ratio and resolution. */
export const exportRequestSchema = z.object(
  {
    prompt: boundedPromptDocumentSchema,
    target: z
      .string({ error: "Choose a target model (target)" })
      .trim()
      .min(1, "Choose a target model (target)")
      .max(64, "Unknown target"),
    aspectRatio: z
      .string({ error: "Aspect ratio must be text like 16:9" })
      .regex(RATIO, "Aspect ratio must look like 16:9")
      .optional(),
    resolution: z
      .string({ error: "Resolution must be text like 720p" })
      .regex(/^[0-9]{3,4}[pP]$|^4[kK]$/, "Resolution must look like 720p or 4k")
      .optional(),
  },
  { error: "Request body must be a JSON object" },
);

export type ExportRequest = z.infer<typeof exportRequestSchema>;

/** A 400 message that says where in the document the problem is. */
export function exportIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  if (issue.path[0] === "prompt") {
    const where = issue.path.slice(1).join(".");
    return `Invalid prompt document${where ? ` at ${where}` : ""}: ${issue.message}`;
  }
  return issue.message;
}
