// The scene durations the generator offers (spec: 5, 8 or 10 seconds, default 8). Plain data without
// zod, so the generator page imports them without loading the document schema (lib/scene/schema
// re-exports them).
export const SCENE_DURATIONS = [5, 8, 10] as const;
export type SceneDuration = (typeof SCENE_DURATIONS)[number];
export const DEFAULT_DURATION: SceneDuration = 8;
