// Pika 2.2: a short description (subject and action, place, camera, style); negations go to
// negative_prompt; treated as silent because no source documents native audio.
import type { TargetRenderer } from "../render";
import { CAMERA_SUBJECT_SETTING, orderedShot } from "../parts";

export const pikaRenderer: TargetRenderer = {
  shot: orderedShot(CAMERA_SUBJECT_SETTING),
  compose: (texts) => texts[0],
  parameters({ duration }, ctx) {
    return {
      // fal's endpoint id (fal takes the model in the URL).
      model: "fal-ai/pika/v2.2/text-to-video",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      aspect_ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
    };
  },
};
