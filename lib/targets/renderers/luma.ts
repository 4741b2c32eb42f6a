// Luma Ray 3 (Luma's field guide): the subject mid-action first, then the place, camera, light and
// style, about 100 words; positive wording only (no negative field); silent video.
import type { TargetRenderer } from "../render";
import { orderedShot, positiveRewrites, SUBJECT_SETTING_CAMERA } from "../parts";

export const lumaRenderer: TargetRenderer = {
  shot: orderedShot(SUBJECT_SETTING_CAMERA),
  clipParts: positiveRewrites,
  compose: (texts, _shots, clip) => [texts[0], clip].filter(Boolean).join(" "),
  parameters({ duration }, ctx) {
    return {
      model: "ray-3",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration: `${duration}s`,
      aspect_ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
    };
  },
};
