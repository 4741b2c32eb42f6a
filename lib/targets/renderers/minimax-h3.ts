// MiniMax H3 (Hailuo 03): Hailuo's description with bracketed camera commands (hailuoRenderer),
// plus what H3 adds: native stereo sound and spoken dialogue. No negative field documented.
import { shotParts } from "../parts";
import type { TargetRenderer } from "../render";
import { hailuoRenderer } from "./hailuo";

export const minimaxH3Renderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotParts(shot, ctx);
    return [...hailuoRenderer.shot(shot, ctx), ...p.sound, ...p.dialogue];
  },
  clipParts: hailuoRenderer.clipParts,
  compose: hailuoRenderer.compose,
  parameters({ duration }, ctx) {
    return {
      model: "MiniMax-H3",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      resolution: ctx.options.resolution,
      aspect_ratio: ctx.options.aspectRatio,
    };
  },
};
