// The edit model's vocabulary: every change to a prompt document is one of these typed operations
// (plain data, so the editor, Pro Chat, the AI's structured output and the API share them). Scenes are
// addressed by their 1-based position ("scene 2"); `"all"` means every scene. Browser-safe, no React.
import { z } from "zod";

/** The per-scene text fields an operation can set (each maps to one place in a scene). */
export const TEXT_FIELDS = [
  "title",
  "description",
  "location",
  "time_of_day",
  "lighting",
  "background_details",
  "mood",
  "style_notes",
  "notes",
] as const;
/** The per-scene list fields an operation can set. */
export const LIST_FIELDS = [
  "camera_movements",
  "camera_angles",
  "props",
  "sound_effects",
  "music_cues",
] as const;
export const SCENE_FIELDS = [...TEXT_FIELDS, ...LIST_FIELDS] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export type SceneField = (typeof SCENE_FIELDS)[number];

/** The project-level text fields. */
export const PROJECT_FIELDS = ["project_title", "tone", "visual_style"] as const;

const sceneNumber = z.number().int().min(1);
/** Which scenes an operation touches: one (1-based) or every scene. */
export const targetSchema = z.union([sceneNumber, z.literal("all")]);
export type SceneTarget = z.infer<typeof targetSchema>;

const text = z.string().max(2000);
const list = z.array(z.string().max(500)).max(40);

export const operationSchema = z.discriminatedUnion("op", [
  z.object({
    op: z.literal("set_field"),
    scene: targetSchema,
    field: z.enum(SCENE_FIELDS),
    value: z.union([text, list]),
  }),
  z.object({ op: z.literal("set_project"), field: z.enum(PROJECT_FIELDS), value: text }),
  z.object({ op: z.literal("set_categories"), value: list }),
  z.object({
    op: z.literal("set_music"),
    enabled: z.boolean(),
    style: text,
  }),
  z.object({ op: z.literal("set_narration"), enabled: z.boolean(), voice_style: text }),
  z.object({ op: z.literal("set_duration"), scene: targetSchema, seconds: z.number().int().min(1).max(60) }),
  /** Inserts a scene at `at` (1-based; default: after the last), copying its neighbour's setting, camera and look. */
  z.object({ op: z.literal("add_scene"), at: sceneNumber.optional(), description: text.optional() }),
  z.object({ op: z.literal("duplicate_scene"), scene: sceneNumber }),
  z.object({ op: z.literal("remove_scene"), scene: sceneNumber }),
  /** Splits a scene's description (and dialogue) in two at a sentence boundary (default: the middle). */
  z.object({
    op: z.literal("split_scene"),
    scene: sceneNumber,
    atSentence: z.number().int().min(1).optional(),
  }),
  /** Merges scene N with scene N+1. */
  z.object({ op: z.literal("merge_scenes"), scene: sceneNumber }),
  z.object({ op: z.literal("move_scene"), from: sceneNumber, to: sceneNumber }),
  /** Sets line `index` (0-based) of a scene's dialogue, or appends one when `index` is absent. */
  z.object({
    op: z.literal("set_line"),
    scene: sceneNumber,
    index: z.number().int().min(0).optional(),
    speaker: z.string().min(1).max(200),
    line: z.string().min(1).max(600),
  }),
  z.object({ op: z.literal("remove_line"), scene: sceneNumber, index: z.number().int().min(0) }),
  /** Adds or edits a character of a scene (or of every scene): what they look like and do there. */
  z.object({
    op: z.literal("set_character"),
    scene: targetSchema,
    name: z.string().min(1).max(200),
    description: text.optional(),
    actions: text.optional(),
  }),
  /** Adds or edits a cast member of the project bible (only the given fields change). */
  z.object({
    op: z.literal("set_cast_member"),
    name: z.string().min(1).max(200),
    look: text.optional(),
    wardrobe: text.optional(),
    age: z.string().max(100).optional(),
    voice: text.optional(),
  }),
  z.object({ op: z.literal("remove_cast_member"), name: z.string().min(1) }),
  z.object({ op: z.literal("set_place"), name: z.string().min(1).max(200), description: text }),
  z.object({ op: z.literal("set_prop"), name: z.string().min(1).max(200), description: text }),
  /** Gives a bible entry a reference slot: what its image is for, and optionally the image (issue 27). */
  z.object({
    op: z.literal("set_reference"),
    kind: z.enum(["cast", "place", "prop"]),
    name: z.string().min(1).max(200),
    label: z.string().max(200),
    image: z
      .string()
      .max(500)
      .regex(/^(?:https:\/\/|\/)\S*$/, "A reference image must be an https:// link or a path on this site")
      .optional(),
  }),
  /** Binds a scene (or every scene) to the bible members it shows. */
  z.object({ op: z.literal("bind_cast"), scene: targetSchema, names: z.array(z.string().min(1)).max(40) }),
]);

export type Operation = z.infer<typeof operationSchema>;
export type OperationKind = Operation["op"];
