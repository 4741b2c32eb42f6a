// Renderers of the 2026 line-up that only change parameters: Luma Ray 3.2 (Luma's Agents API),
// Pika 2.5 (Comfy Router's schema), Runway Gen-4.5 with a first frame (four more ratios).
import type { TargetRenderer } from "../render";
import { lumaRenderer } from "./luma";
import { pikaRenderer } from "./pika";
import { runwayRenderer } from "./runway";

export const lumaRay32Renderer: TargetRenderer = {
  ...lumaRenderer,
  parameters(clip, ctx) {
    return { ...lumaRenderer.parameters(clip, ctx), model: "ray-3.2" };
  },
};

export const pika25Renderer: TargetRenderer = {
  ...pikaRenderer,
  parameters({ duration }, ctx) {
    return {
      // Comfy Router names a model per mode.
      model:
        ctx.options.mode === "image-to-video"
          ? "pika/pika-2.5-image-to-video"
          : "pika/pika-2.5-text-to-video",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration_s: duration,
      resolution: ctx.options.resolution,
    };
  },
};

/** Runway's ratio sizes for gen4.5 (image-to-video takes all six, text-to-video the first two). */
const RUNWAY_SIZES: Record<string, string> = {
  "16:9": "1280:720",
  "9:16": "720:1280",
  "4:3": "1104:832",
  "1:1": "960:960",
  "3:4": "832:1104",
  "21:9": "1584:672",
};

export const runwayGen45Renderer: TargetRenderer = {
  ...runwayRenderer,
  parameters(clip, ctx) {
    return { ...runwayRenderer.parameters(clip, ctx), ratio: RUNWAY_SIZES[ctx.options.aspectRatio] };
  },
};
