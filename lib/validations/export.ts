import { z } from "zod";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";
import { MODES } from "@/lib/targets/catalog/types";

const RATIO = /^\d{1,2}:\d{1,2}$/;

/** One reference slot the creator assigns (reference mode). */
export const referenceRequestSchema = z.object(
  {
    name: z
      .string({ error: "A reference needs the name of a cast member, place or prop (name)" })
      .trim()
      .min(1, "A reference needs the name of a cast member, place or prop (name)")
      .max(120, "A reference name is at most 120 characters"),
    role: z.string().trim().max(200, "A reference role is at most 200 characters").optional(),
    image: z
      .string()
      .trim()
      .max(500, "A reference image is a link of at most 500 characters")
      .regex(/^(?:https:\/\/|\/)[^\s]*$/, "A reference image must be an https:// link or a path on this site")
      .optional(),
    scenes: z.array(z.number().int().positive()).max(200).optional(),
  },
  { error: "Each reference must be an object like { name }" },
);

/** POST /api/export: a prompt document, a target id, and optional aspect ratio, resolution, mode, route and references. */
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
    references: z
      .array(referenceRequestSchema, {
        error: "references must be a list of { name, role?, image?, scenes? }",
      })
      .max(30, "At most 30 references")
      .optional()
      .meta({
        description:
          "Reference mode: which bible entries get a reference image, in slot order, with an optional role and uploaded image; default: every cast member, place and prop each scene shows.",
      }),
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
