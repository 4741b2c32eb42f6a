// The public API's answers as zod schemas: the OpenAPI document (lib/api/openapi.ts) is generated
// from these and from the request schemas the handlers parse with, and the contract tests check
// every live answer against them. Objects are loose where the catalog or the export may add fields.
import { z } from "zod";
import { promptDocumentSchema } from "@/lib/scene/schema";
import { MODES } from "@/lib/targets/catalog/types";

export const errorSchema = z
  .looseObject({ message: z.string().meta({ description: "What went wrong, in words a user can act on." }) })
  .meta({ id: "Error" });

export const documentSchema = promptDocumentSchema.meta({
  id: "PromptDocument",
  description: "The scene-by-scene prompt document (docs/product-spec.md §3).",
});

export const generateSceneResponseSchema = z.object({ prompt: documentSchema });

const promptLimitSchema = z
  .object({ max: z.number(), unit: z.enum(["chars", "utf16", "tokens"]) })
  .nullable();

export const targetSchema = z
  .looseObject({
    id: z.string(),
    name: z.string(),
    vendor: z.string(),
    status: z.string().meta({ description: "live, legacy or retired" }),
    durations: z.array(z.number()),
    aspectRatios: z.array(z.string()),
    resolutions: z.array(z.string()),
    promptLimit: promptLimitSchema,
    negativePrompt: z.boolean(),
    audio: z.boolean(),
    dialogue: z.boolean(),
    verifiedOn: z.string(),
    sources: z.array(z.looseObject({}).or(z.string())).meta({ description: "Where each fact comes from." }),
  })
  .meta({ id: "Target" });

export const targetsResponseSchema = z.object({ version: z.string(), targets: z.array(targetSchema) });

export const warningSchema = z.looseObject({ code: z.string(), message: z.string() }).meta({ id: "Warning" });

export const lintSchema = z
  .looseObject({
    score: z.number().min(0).max(100),
    findings: z.array(
      z.looseObject({
        code: z.string(),
        severity: z.enum(["error", "warning", "info"]),
        message: z.string(),
        clip: z.number(),
      }),
    ),
  })
  .meta({ id: "Lint" });

export const slotSchema = z
  .looseObject({
    slot: z
      .string()
      .meta({ description: 'The slot as the model names it: "Start frame", "@Image1", "Image 1".' }),
    kind: z.enum(["start-frame", "end-frame", "reference", "video"]),
    field: z.string().meta({ description: "The API field that takes it." }),
    fill: z.string().meta({ description: "What goes in it, in words." }),
    name: z.string().optional(),
    role: z.string().optional(),
    image: z.string().optional(),
    fromClip: z.number().optional(),
  })
  .meta({ id: "Slot" });

export const clipSchema = z
  .looseObject({
    sceneIds: z.array(z.number()),
    text: z.string().meta({ description: "The ready-to-paste prompt." }),
    negativePrompt: z.string().optional(),
    parameters: z
      .looseObject({ durationSeconds: z.number(), aspectRatio: z.string() })
      .meta({ description: "The model's own API parameters besides the prompt." }),
    mode: z.enum(MODES).optional().meta({
      description:
        "How the clip is generated (outside text to video; a long scene's extend clips say extend).",
    }),
    part: z.object({ index: z.number(), of: z.number() }).optional().meta({
      description: "The part of a scene this clip covers when a long scene is continued by extend clips.",
    }),
    slots: z.array(slotSchema).optional().meta({ description: "Which image (or video) goes in which slot." }),
    keyframes: z
      .object({ start: z.string(), end: z.string().optional(), startFromClip: z.number().optional() })
      .optional()
      .meta({
        description:
          "Still-image prompts for the start (and end) frame; startFromClip: the clip whose last frame can start this one.",
      }),
  })
  .meta({ id: "Clip" });

export const exportResponseSchema = z
  .looseObject({
    target: z.string(),
    clips: z.array(clipSchema),
    warnings: z.array(warningSchema),
    lint: lintSchema,
  })
  .meta({ id: "ExportResult" });

export const shareCreatedSchema = z.object({
  id: z.string(),
  path: z.string().meta({ description: "The public page of the share, /p/{id}." }),
});

export const shareSchemaOut = z
  .looseObject({
    id: z.string(),
    title: z.string(),
    document: documentSchema,
    description: z
      .string()
      .meta({ description: "The scene description it was generated from; empty when none was shared" }),
    createdAt: z.string(),
  })
  .meta({ id: "Share" });
