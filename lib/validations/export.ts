import { z } from "zod";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";
import { MODES } from "@/lib/targets/catalog/types";

const RATIO = /^\d{1,2}:\d{1,2}$/;

/** POST /api/export: a prompt document, a target id, and optional aspect ratio, resolution, mode and route. */
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
    mode: z.enum(MODES, { error: `Mode must be one of: ${MODES.join(", ")}` }).optional(),
    route: z
      .string({ error: "Route must be text like vertex" })
      .trim()
      .min(1, "Route must be text like vertex")
      .max(64, "Route must be text like vertex")
      .optional(),
  },
  { error: "Request body must be a JSON object" },
);

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
