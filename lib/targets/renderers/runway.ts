// Runway Gen-4.5 (Runway's Gen-4 prompting guide): simple, one element at a time: camera, subject
// and its motion, scene, style; positive phrasing only (no negative field); silent video.
import type { TargetRenderer } from "../render";
import { CAMERA_SUBJECT_SETTING, orderedShot, positiveRewrites } from "../parts";

const RATIOS: Record<string, string> = { "16:9": "1280:720", "9:16": "720:1280" };

export const runwayRenderer: TargetRenderer = {
  shot: orderedShot(CAMERA_SUBJECT_SETTING),
  clipParts: positiveRewrites,
  compose: (texts, _shots, clip) => [texts[0], clip].filter(Boolean).join(" "),
  parameters({ duration }, ctx) {
    return {
      model: "gen4.5",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      ratio: RATIOS[ctx.options.aspectRatio],
    };
  },
};
