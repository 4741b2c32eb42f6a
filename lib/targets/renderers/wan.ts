// Alibaba Wan 2.6: entity, scene, motion, aesthetics, stylisation; several scenes in one clip as
// "Shot 1 [0-5s] ..." with shot_type "multi"; negations go to negative_prompt (500 characters).
import type { TargetRenderer } from "../render";
import { orderedShot, SUBJECT_FIRST } from "../parts";

export const wanRenderer: TargetRenderer = {
  shot: orderedShot(SUBJECT_FIRST),
  compose(texts, shots, clip) {
    if (texts.length === 1) return [texts[0], clip].filter(Boolean).join(" ");
    return [
      ...texts.map((t, i) => `Shot ${i + 1} [${shots[i].start}-${shots[i].start + shots[i].seconds}s] ${t}`),
      clip,
    ]
      .filter(Boolean)
      .join("\n");
  },
  parameters({ duration, shots }, ctx) {
    return {
      model: "wan2.6-t2v",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      resolution: ctx.options.resolution,
      shot_type: shots.length > 1 ? "multi" : "single",
      // Alibaba's API reference: multi-shot needs prompt_extend on; otherwise keep the text as written.
      prompt_extend: shots.length > 1,
    };
  },
};
