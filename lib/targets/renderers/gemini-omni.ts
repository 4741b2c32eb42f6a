// Gemini Omni Flash 1.1: Google's prompt order as for Veo (cinematography, subject, action, context,
// style and ambiance, sound, quoted dialogue); audio is always on. No negative field is documented,
// so negations become positive wording. Parameters as Runway's API takes them (the verified route).
import type { TargetRenderer } from "../render";
import { CINEMATOGRAPHY_FIRST, orderedShot, positiveRewrites } from "../parts";

const SIZES: Record<string, [number, number]> = {
  "360p": [640, 360],
  "720p": [1280, 720],
  "1080p": [1920, 1080],
  "4k": [3840, 2160],
};

export const geminiOmniRenderer: TargetRenderer = {
  shot: orderedShot(CINEMATOGRAPHY_FIRST),
  clipParts: positiveRewrites,
  compose: (texts, _shots, clip) => [texts[0], clip].filter(Boolean).join(" "),
  parameters({ duration }, ctx) {
    const [w, h] = SIZES[ctx.options.resolution] ?? SIZES["720p"];
    return {
      model: "gemini_omni_flash_1.1",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      ratio: ctx.options.aspectRatio === "9:16" ? `${h}:${w}` : `${w}:${h}`,
    };
  },
};
