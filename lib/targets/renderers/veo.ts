// Veo 3.1 (Google's prompt guide): cinematography, subject, action, context, style and ambiance,
// then sound; dialogue as quoted speech with a speaking verb; several shots of one clip as
// timestamp brackets. Negations go to negativePrompt.
import type { TargetRenderer } from "../render";
import { CINEMATOGRAPHY_FIRST, orderedShot } from "../parts";

const stamp = (s: number) => `00:${String(Math.round(s)).padStart(2, "0")}`;

export function veoRenderer(model: string): TargetRenderer {
  return {
    shot: orderedShot(CINEMATOGRAPHY_FIRST),
    compose(texts, shots, clip) {
      if (texts.length === 1) return [texts[0], clip].filter(Boolean).join(" ");
      // Sound, music or a look for the whole piece follows the timed shots, once.
      return [
        ...texts.map((t, i) => `[${stamp(shots[i].start)}-${stamp(shots[i].start + shots[i].seconds)}] ${t}`),
        clip,
      ]
        .filter(Boolean)
        .join("\n");
    },
    parameters({ duration }, ctx) {
      return {
        model,
        durationSeconds: duration,
        aspectRatio: ctx.options.aspectRatio,
        resolution: ctx.options.resolution,
        generateAudio: true,
      };
    },
  };
}
