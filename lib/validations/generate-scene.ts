import { z } from "zod";
import { DEFAULT_DURATION, SCENE_DURATIONS, type SceneDuration } from "@/lib/scene/schema";

const DESCRIPTION_REQUIRED = "Please provide a scene description";

/** POST /api/generate-scene (docs/product-spec.md §3 and §5): description of at least 5 characters, optional title, duration 5, 8 or 10 (default 8). */
export const generateSceneSchema = z.object(
  {
    description: z.string({ error: DESCRIPTION_REQUIRED }).trim().min(5, DESCRIPTION_REQUIRED),
    title: z
      .string({ error: "Title must be text" })
      .trim()
      .optional()
      .nullable()
      .transform((v) => v || undefined),
    duration: z
      .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], {
        error: "Duration must be 5, 8 or 10 seconds",
      })
      .optional()
      .nullable()
      .transform((v) => v ?? DEFAULT_DURATION)
      .refine((v): v is SceneDuration => (SCENE_DURATIONS as readonly number[]).includes(v), {
        message: "Duration must be 5, 8 or 10 seconds",
      }),
  },
  { error: DESCRIPTION_REQUIRED },
);
