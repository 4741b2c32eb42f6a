// MiniMax H3 (Hailuo 03): Hailuo's description with bracketed camera commands (hailuoRenderer),
// plus what H3 adds: native stereo sound and spoken dialogue. No negative field documented.
import { shotSlots } from "../parts";
import type { TargetRenderer } from "../render";
import { hailuoRenderer } from "./hailuo";

export const minimaxH3Renderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotSlots(shot, ctx, "says", []);
    return [...hailuoRenderer.shot(shot, ctx), ...p.sound, ...p.music, ...p.dialogue, ...p.voice_over];
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
