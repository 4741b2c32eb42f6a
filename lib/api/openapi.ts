// The public API's OpenAPI 3.1 document, generated from the zod schemas the handlers parse with
// (lib/validations) and the answer schemas in lib/api/schemas.ts: a schema change is a document change.
import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiResponsesObject } from "zod-openapi";
import { exportRequestSchema } from "@/lib/validations/export";
import { generateSceneSchema } from "@/lib/validations/generate-scene";
import { shareSchema } from "@/lib/validations/share";
import { EXAMPLE_DOCUMENT_REQUEST, EXAMPLE_TARGET } from "./examples";
import {
  errorSchema,
  exportResponseSchema,
  generateSceneResponseSchema,
  shareCreatedSchema,
  shareSchemaOut,
  targetsResponseSchema,
} from "./schemas";

export const API_VERSION = "1.0.0";

const json = (schema: z.ZodType, example?: unknown) => ({
  "application/json": { schema, ...(example === undefined ? {} : { example }) },
});
const error = (description: string) => ({ description, content: json(errorSchema) });

const common: ZodOpenApiResponsesObject = {
  "400": error("The input is invalid; the message says which field and why."),
  "413": error("The body is over the endpoint's size limit."),
  "500": error("An unexpected error; the message never carries internals."),
};
const limited = (what: string, variable: string): ZodOpenApiResponsesObject => ({
  "429": {
    ...error(
      `Too many ${what} from this client: at most ${variable} per minute (configurable). Retry after the Retry-After header's seconds.`,
    ),
    headers: z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait." }) }),
  },
});

const generateScene: ZodOpenApiOperationObject = {
  operationId: "generateScene",
  summary: "Compile a scene description into a prompt document",
  description:
    "Free and unlimited apart from the burst limit. The description is checked against the content policy (400 with suggestions when refused). Cross-origin requests are allowed (no cookies).",
  tags: ["Scenes"],
  requestBody: { required: true, content: json(generateSceneSchema, EXAMPLE_DOCUMENT_REQUEST) },
  responses: {
    "200": { description: "The prompt document.", content: json(generateSceneResponseSchema) },
    ...common,
    ...limited("generations", "RATE_LIMIT_GENERATE_PER_MIN (default 30)"),
  },
};

const listTargets: ZodOpenApiOperationObject = {
  operationId: "listTargets",
  summary: "List the video models and their documented limits",
  description:
    "Live, legacy and retired models with durations, ratios, resolutions, caps and sources. Cacheable for 5 minutes; cross-origin allowed.",
  tags: ["Targets"],
  responses: {
    "200": { description: "The catalog.", content: json(targetsResponseSchema) },
    "500": common["500"],
  },
};

const exportPrompt: ZodOpenApiOperationObject = {
  operationId: "exportPrompt",
  summary: "Export a prompt document as ready-to-paste prompts for one model",
  description:
    "Stateless: nothing is stored. Durations, ratios and caps are fitted to the model; every fix is a warning. A retired model answers 410 naming live alternatives. Cross-origin allowed.",
  tags: ["Targets"],
  requestBody: {
    required: true,
    content: json(exportRequestSchema, { prompt: "<document>", target: EXAMPLE_TARGET }),
  },
  responses: {
    "200": { description: "The clips, warnings and lint.", content: json(exportResponseSchema) },
    ...common,
    "410": error("The model was shut down; `alternatives` lists live target ids."),
  },
};

const createShare: ZodOpenApiOperationObject = {
  operationId: "createShare",
  summary: "Create a public share link for a document",
  description:
    "The document's text is checked against the content policy. Same-origin only for browsers (a cross-origin browser request is refused); scripts without cookies may call it. Sent with a visitor cookie, the reference images the document names that the visitor uploaded are shown on the share page (through this share only).",
  tags: ["Shares"],
  requestBody: { required: true, content: json(shareSchema) },
  responses: {
    "201": { description: "The share's id and public path.", content: json(shareCreatedSchema) },
    ...common,
    "403": error("A cross-origin browser request."),
    ...limited("share links", "RATE_LIMIT_SHARE_PER_MIN (default 10)"),
  },
};

const readShare: ZodOpenApiOperationObject = {
  operationId: "readShare",
  summary: "Read a shared document",
  tags: ["Shares"],
  requestParams: {
    path: z.object({ id: z.string().meta({ description: "The share id from createShare." }) }),
  },
  responses: {
    "200": { description: "The shared document.", content: json(shareSchemaOut) },
    "404": error("No share with this id."),
  },
};

let cached: ReturnType<typeof createDocument> | undefined;

/** The OpenAPI 3.1 document (built once per process). */
export function openApiDocument(): ReturnType<typeof createDocument> {
  cached ??= createDocument({
    openapi: "3.1.0",
    info: {
      title: "PromptReel API",
      version: API_VERSION,
      description:
        "Compile scene descriptions into structured video prompts and export them for each video model. No key needed; limits are per client address.",
    },
    paths: {
      "/api/generate-scene": { post: generateScene },
      "/api/targets": { get: listTargets },
      "/api/export": { post: exportPrompt },
      "/api/share": { post: createShare },
      "/api/share/{id}": { get: readShare },
    },
  });
  return cached;
}
