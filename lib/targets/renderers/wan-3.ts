// Alibaba Wan 3.0: Wan's order (entity, scene, motion, aesthetics), one prompt per clip (no
// documented multi-shot syntax), no negative field (3.0 removed it), so negations become positive
// wording. Parameters as Venice's route takes them; the mode picks the model variant.
import type { Mode } from "../catalog";
import { positiveRewrites } from "../parts";
import type { TargetRenderer } from "../render";
import { wanRenderer } from "./wan";

const VARIANT: Record<Mode, string> = {
  "text-to-video": "text-to-video",
  "image-to-video": "image-to-video",
  "first-last-frame": "image-to-video",
  "reference-images": "reference-to-video",
  extend: "reference-to-video",
};

export const wan3Renderer: TargetRenderer = {
  shot: wanRenderer.shot,
  clipParts: positiveRewrites,
  compose: wanRenderer.compose,
  parameters({ duration }, ctx) {
    return {
      model: `wan-3-0-${VARIANT[ctx.options.mode]}`,
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration: `${duration}s`,
      aspect_ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
      audio: true,
    };
  },
};
