// Pro Chat's AI mode refines through the same edit operations as the local guide: once a document
// exists, the model answers with its reply and a list of operations (never a rewritten document).
// OpenAI's strict structured outputs need every property required and no unions of differently shaped
// objects, so the model's operation is one flat object whose unused fields are null; `toOperations`
// turns each into a typed operation (lib/scene/edit), which the edit model then validates and applies.
import { z } from "zod";
import {
  operationSchema,
  PROJECT_FIELDS,
  SCENE_FIELDS,
  type Operation,
  type OperationKind,
} from "@/lib/scene/edit";

export const MODEL_OPERATION_KINDS = [
  "set_field",
  "set_project",
  "set_music",
  "set_narration",
  "set_duration",
  "add_scene",
  "duplicate_scene",
  "remove_scene",
  "split_scene",
  "merge_scenes",
  "move_scene",
  "set_line",
  "remove_line",
  "set_character",
  "set_cast_member",
] as const satisfies readonly OperationKind[];

export const modelOperationSchema = z.object({
  op: z.enum(MODEL_OPERATION_KINDS),
  scene: z
    .number()
    .int()
    .nullable()
    .describe("The 1-based scene the creator named; null for every scene (only when they asked for all)"),
  field: z
    .enum([...SCENE_FIELDS, ...PROJECT_FIELDS])
    .nullable()
    .describe("set_field: the scene field; set_project: the project field"),
  text: z
    .string()
    .nullable()
    .describe(
      "The new text value (set_field text fields, set_project, music or narration style, a line, a description)",
    ),
  items: z
    .array(z.string())
    .nullable()
    .describe(
      "The new list (set_field list fields: camera_movements, camera_angles, props, sound_effects, music_cues)",
    ),
  number: z
    .number()
    .nullable()
    .describe(
      "set_duration: seconds; move_scene: the new position; set_line/remove_line: the 0-based line index (null appends)",
    ),
  name: z
    .string()
    .nullable()
    .describe("set_character / set_cast_member: the character; set_line: the speaker"),
  enabled: z.boolean().nullable().describe("set_music / set_narration: on or off"),
  look: z.string().nullable(),
  wardrobe: z.string().nullable(),
  age: z.string().nullable(),
  voice: z.string().nullable(),
});
export type ModelOperation = z.infer<typeof modelOperationSchema>;

/** Pro Chat's structured output once a document exists: the reply and the operations it made. */
export const chatRefineSchema = z.object({
  reply: z.string().describe("The message to the creator, in simple markdown"),
  operations: z
    .array(modelOperationSchema)
    .describe("The edits the creator's last message asks for, nothing else"),
});

const target = (scene: number | null) => (scene === null ? ("all" as const) : scene);
const some = <T>(v: T | null): T | undefined => (v === null ? undefined : v);

/** One model operation as a typed edit operation, or an error naming what is missing. */
function toOperation(m: ModelOperation): Operation {
  const need = <T>(v: T | null, what: string): T => {
    if (v === null) throw new Error(`${m.op} needs ${what}`);
    return v;
  };
  const sceneNumber = () => need(m.scene, "a scene");
  switch (m.op) {
    case "set_field": {
      const field = need(m.field, "a field");
      const value = m.items ?? need(m.text, "a value");
      return { op: "set_field", scene: target(m.scene), field: field as never, value };
    }
    case "set_project":
      return { op: "set_project", field: need(m.field, "a field") as never, value: need(m.text, "a value") };
    case "set_music":
      return { op: "set_music", enabled: need(m.enabled, "enabled"), style: m.text ?? "none" };
    case "set_narration":
      return { op: "set_narration", enabled: need(m.enabled, "enabled"), voice_style: m.text ?? "none" };
    case "set_duration":
      return { op: "set_duration", scene: target(m.scene), seconds: need(m.number, "seconds") };
    case "add_scene":
      return { op: "add_scene", at: some(m.scene), description: some(m.text) };
    case "duplicate_scene":
    case "remove_scene":
    case "split_scene":
    case "merge_scenes":
      return { op: m.op, scene: sceneNumber() };
    case "move_scene":
      return { op: "move_scene", from: sceneNumber(), to: need(m.number, "a position") };
    case "set_line":
      return {
        op: "set_line",
        scene: sceneNumber(),
        index: some(m.number),
        speaker: need(m.name, "a speaker"),
        line: need(m.text, "a line"),
      };
    case "remove_line":
      return { op: "remove_line", scene: sceneNumber(), index: need(m.number, "a line index") };
    case "set_character":
      return {
        op: "set_character",
        scene: target(m.scene),
        name: need(m.name, "a name"),
        description: some(m.text),
        actions: undefined,
      };
    case "set_cast_member":
      return {
        op: "set_cast_member",
        name: need(m.name, "a name"),
        look: some(m.look),
        wardrobe: some(m.wardrobe),
        age: some(m.age),
        voice: some(m.voice),
      };
  }
}

/** The model's operations as typed operations; throws on one that is malformed (the caller falls back). */
export function toOperations(ops: readonly ModelOperation[]): Operation[] {
  return ops.map((m) => {
    const op = toOperation(m);
    const parsed = operationSchema.safeParse(op);
    if (!parsed.success) throw new Error(`Invalid ${m.op} operation: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  });
}
