// Kling 3.0: subject and movement, scene, camera language, light, atmosphere; dialogue as
// [Name, tone]: "line"; several scenes as multi_prompt shots (up to 6, 15 s, 512 characters each,
// shot_type "customize", which Kling's API requires with multi_shot), the subject described in full
// in every shot. Negations go to negative_prompt.
import type { TargetRenderer } from "../render";
import { orderedShot, SUBJECT_FIRST } from "../parts";

export const klingRenderer: TargetRenderer = {
  shot: orderedShot(SUBJECT_FIRST, "kling"),
  compose(texts, shots) {
    if (texts.length === 1) return texts[0];
    return texts.map((t, i) => `Shot ${i + 1} (${shots[i].seconds} s): ${t}`).join("\n");
  },
  parameters({ duration, shots, shotTexts }, ctx) {
    const multi = shots.length > 1;
    return {
      model_name: "kling-v3",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration: String(duration),
      aspect_ratio: ctx.options.aspectRatio,
      // Kling's tiers: std 720p, pro 1080p, 4k (the native 4K tier).
      mode: ctx.options.resolution === "4k" ? "4k" : ctx.options.resolution === "1080p" ? "pro" : "std",
      sound: "on",
      multi_shot: multi,
      ...(multi
        ? {
            shot_type: "customize",
            multi_prompt: shots.map((s, i) => ({
              index: i + 1,
              prompt: shotTexts[i],
              duration: String(s.seconds),
            })),
          }
        : {}),
    };
  },
};
