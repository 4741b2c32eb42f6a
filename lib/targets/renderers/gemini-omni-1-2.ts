// Gemini Omni: 1.2 Flash with the Gemini Omni prompt (geminiOmniRenderer) and Civitai's parameter
// names (Google's own for 1.2 are not published); 1.1 with Runway's model id as its SDK spells it.
import type { TargetRenderer } from "../render";
import { geminiOmniRenderer } from "./gemini-omni";

export const geminiOmni12Renderer: TargetRenderer = {
  ...geminiOmniRenderer,
  parameters({ duration }, ctx) {
    return {
      engine: "gemini-omni",
      model: "1.2-flash",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      resolution: ctx.options.resolution,
    };
  },
};

export const geminiOmni11Renderer: TargetRenderer = {
  ...geminiOmniRenderer,
  parameters(clip, ctx) {
    return {
      ...geminiOmniRenderer.parameters(clip, ctx),
      model: "gemini_omni_flash",
      // Runway's SDK takes only these two sizes for gemini_omni_flash.
      ratio: ctx.options.aspectRatio === "9:16" ? "720:1280" : "1280:720",
    };
  },
};
