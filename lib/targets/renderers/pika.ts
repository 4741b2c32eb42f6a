// Pika 2.2: a short description (subject and action, place, camera, style); negations go to
// negative_prompt; treated as silent because no source documents native audio.
import type { TargetRenderer } from "../render";
import { shotParts } from "../parts";

export const pikaRenderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotParts(shot, ctx);
    return [...p.subject, ...p.setting, ...p.camera, ...p.light, ...p.style, ...p.mood, ...p.details];
  },
  compose: (texts) => texts[0],
  parameters({ duration }, ctx) {
    return {
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      aspect_ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
    };
  },
};
