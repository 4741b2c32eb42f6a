// Kling 4.0: Kling's order and dialogue form (klingRenderer), one prompt per request (no
// multi_prompt), no negative field documented, so negations become positive wording. Audio is
// always on. Parameters as Venice's route takes them (the vendor's own names are not published).
import type { Mode } from "../catalog";
import { positiveRewrites } from "../parts";
import type { TargetRenderer } from "../render";
import { klingRenderer } from "./kling";

const MODELS: Record<Mode, string> = {
  "text-to-video": "kling-v4-text-to-video",
  "image-to-video": "kling-v4-image-to-video",
  "first-last-frame": "kling-v4-image-to-video",
  "reference-images": "kling-v4-reference-to-video",
  // Venice has no extend variant; WaveSpeed's endpoint continues a clip from its last frame.
  extend: "kwaivgi/kling-v4.0/video-extend",
};

export const kling4Renderer: TargetRenderer = {
  shot: klingRenderer.shot,
  clipParts: positiveRewrites,
  compose: (texts, shots, clip) =>
    [klingRenderer.compose(texts, shots, clip), clip].filter(Boolean).join(" "),
  parameters({ duration }, ctx) {
    return {
      model: MODELS[ctx.options.mode],
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration: `${duration}s`,
      aspect_ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
    };
  },
};
