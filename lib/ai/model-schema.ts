// The schemas the model answers with. OpenAI's strict structured outputs (what @ai-sdk/openai sends)
// require every property of every object in `required` and allow no `default`, so these are derived
// from the product's document schema with every field required: the scene id is left out (the product
// numbers scenes) and duration_seconds is nullable. `toPromptDocument` applies the defaults after
// parsing. tests/unit/model-schema.test.ts checks the JSON Schema the AI SDK actually sends.
import { z } from "zod";
import {
  DEFAULT_DURATION,
  promptDocumentSchema,
  SCENE_DURATIONS,
  sceneSchema,
  type PromptDocument,
  type SceneDuration,
} from "@/lib/scene/schema";

export const modelSceneSchema = sceneSchema
  .omit({ id: true, duration_seconds: true, cast: true, shot: true, clauses: true })
  .extend({
    duration_seconds: z
      .number()
      .nullable()
      .describe(`Seconds: ${SCENE_DURATIONS.join(", ")}; null keeps the requested duration`),
  });

/** The generator's structured output: the prompt document, every field required. */
export const modelDocumentSchema = promptDocumentSchema.omit({ bible: true, production: true }).extend({
  scenes: z.array(modelSceneSchema).min(1),
});

/** Pro Chat's structured output: the reply to the creator (streamed first) and the updated document. */
export const chatTurnSchema = z.object({
  reply: z.string().describe("The message to the creator, in simple markdown"),
  document: modelDocumentSchema,
});

export type ModelDocument = z.infer<typeof modelDocumentSchema>;

/** The allowed duration closest to `seconds`. */
export function snapDuration(seconds: number): SceneDuration {
  return SCENE_DURATIONS.reduce((best, d) => (Math.abs(d - seconds) < Math.abs(best - seconds) ? d : best));
}

/** The model's answer as a product document: scenes numbered, durations defaulted and snapped. */
export function toPromptDocument(
  doc: ModelDocument,
  duration: SceneDuration = DEFAULT_DURATION,
): PromptDocument {
  return promptDocumentSchema.parse({
    ...doc,
    scenes: doc.scenes.map((s, i) => ({
      ...s,
      id: i + 1,
      duration_seconds: s.duration_seconds === null ? duration : snapDuration(s.duration_seconds),
    })),
  });
}
