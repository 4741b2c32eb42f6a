// Seedance: numbered shot blocks in event order, one camera move per shot; 2.0 takes no seconds,
// 2.5 whole-second timestamps. No negative field, so negations become positive wording; native
// sound and lip-synced dialogue.
import type { TargetRenderer } from "../render";
import { CINEMATOGRAPHY_FIRST, orderedShot, positiveRewrites } from "../parts";

export function seedanceRenderer(model: string, timestamps: boolean): TargetRenderer {
  return {
    shot: orderedShot(CINEMATOGRAPHY_FIRST),
    clipParts: positiveRewrites,
    compose(texts, shots, clip) {
      const body =
        texts.length === 1
          ? texts[0]
          : texts
              .map(
                (t, i) =>
                  `Shot ${i + 1}${timestamps ? ` [${shots[i].start}-${shots[i].start + shots[i].seconds}s]` : ""}: ${t}`,
              )
              .join("\n");
      return [body, clip].filter(Boolean).join("\n");
    },
    parameters({ duration }, ctx) {
      return {
        model,
        durationSeconds: duration,
        aspectRatio: ctx.options.aspectRatio,
        duration,
        ratio: ctx.options.aspectRatio,
        resolution: ctx.options.resolution,
        generate_audio: true,
      };
    },
  };
}
