// The generated prompt document (docs/product-spec.md §3): one zod schema used by the API, the UI, AI
// structured output and the tests. Free of server-only imports so the browser can use it too.
import { z } from "zod";
import { CLAUSE_ROLES } from "./clauses/roles";

import { DEFAULT_DURATION, SCENE_DURATIONS, type SceneDuration } from "./durations";

export { DEFAULT_DURATION, SCENE_DURATIONS, type SceneDuration } from "./durations";

export const characterSchema = z.object({
  name: z.string(),
  description: z.string(),
  actions: z.string(),
});

export const dialogueSchema = z.object({
  character: z.string(),
  line: z.string(),
});

/** One clause of the creator's text, verbatim, with its role (lib/scene/clauses). Optional addition. */
export const clauseSchema = z.object({
  role: z.enum(CLAUSE_ROLES),
  text: z.string(),
  speaker: z.string().optional(),
  line: z.string().optional(),
  manner: z.string().optional(),
  terms: z.array(z.string()).optional(),
});

/** Production instructions the text states (ratio, total length, resolution, platform). Optional addition. */
export const productionSchema = z.object({
  aspect_ratio: z.string().optional(),
  duration_seconds: z.number().optional(),
  resolution: z.string().optional(),
  platform: z.string().optional(),
});

export const sceneSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  characters: z.array(characterSchema),
  setting: z.object({
    location: z.string(),
    time_of_day: z.string(),
    lighting: z.string(),
    background_details: z.string(),
  }),
  camera: z.object({
    movements: z.array(z.string()),
    angles: z.array(z.string()),
  }),
  visuals: z.object({
    mood: z.string(),
    props: z.array(z.string()),
    style_notes: z.string(),
  }),
  audio: z.object({
    dialogue: z.array(dialogueSchema),
    sound_effects: z.array(z.string()),
    music_cues: z.array(z.string()),
  }),
  duration_seconds: z.number().default(DEFAULT_DURATION),
  notes: z.string(),
  /** Optional (project bible): the names of the bible's cast members this scene shows. */
  cast: z.array(z.string()).optional(),
  /** Optional: the scene was stated as a shot of one clip ("Shot 2 (3-6s):", "[00:03-00:06]"). */
  shot: z
    .object({ label: z.string().optional(), start: z.number().optional(), seconds: z.number().optional() })
    .optional(),
  /** Optional: the scene's text as verbatim clauses with roles, in the text's order. */
  clauses: z.array(clauseSchema).optional(),
});

// The project bible: a backward-compatible addition (documents without it stay valid, and readers of
// the spec's fields ignore it). Each member is defined once; scenes bind members by name (scene.cast),
// and every clip repeats each bound member's identity anchor verbatim (see docs/editing.md).
/**
 * Optional (reference modes, docs/modes.md): a bible entry's reference slot: what its image is for
 * ("Lena's face", "the red coat") and, optionally, the image (a link or a path on this site).
 */
export const referenceSlotSchema = z.object({
  label: z.string().max(200),
  image: z
    .string()
    .max(500)
    .regex(/^(?:https:\/\/|\/)\S*$/, "A reference image must be an https:// link or a path on this site")
    .optional(),
});
export const castMemberSchema = z.object({
  name: z.string().min(1),
  look: z.string(),
  wardrobe: z.string(),
  age: z.string(),
  voice: z.string(),
  reference: referenceSlotSchema.optional(),
});
export const bibleEntrySchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  reference: referenceSlotSchema.optional(),
});
export const bibleSchema = z.object({
  cast: z.array(castMemberSchema),
  places: z.array(bibleEntrySchema),
  props: z.array(bibleEntrySchema),
});
export type CastMember = z.infer<typeof castMemberSchema>;
export type Bible = z.infer<typeof bibleSchema>;

export const promptDocumentSchema = z.object({
  project_title: z.string(),
  project_style: z.object({
    categories: z.array(z.string()),
    tone: z.string(),
    visual_style: z.string(),
    reference_examples: z.array(z.string()),
  }),
  global_preferences: z.object({
    narration: z.object({
      enabled: z.boolean(),
      voice_style: z.string(),
      captions: z.boolean(),
    }),
    music: z.object({
      enabled: z.boolean(),
      style: z.string(),
    }),
    text_on_screen: z.object({
      allowed: z.boolean(),
      notes: z.string(),
    }),
  }),
  scenes: z.array(sceneSchema).min(1),
  /** Optional (project bible): cast, places and key props, each defined once for every scene. */
  bible: bibleSchema.optional(),
  /** Optional: what the text states about the format (becomes export parameters, never prose). */
  production: productionSchema.optional(),
});

export type PromptDocument = z.infer<typeof promptDocumentSchema>;
export type Scene = z.infer<typeof sceneSchema>;

/** The allowed duration nearest to `seconds` (ties go to the shorter). */
export function nearestSceneDuration(seconds: number): SceneDuration {
  return SCENE_DURATIONS.reduce(
    (best, d) => (Math.abs(d - seconds) < Math.abs(best - seconds) ? d : best),
    SCENE_DURATIONS[0],
  );
}
