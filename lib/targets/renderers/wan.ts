// Alibaba Wan 2.6: entity, scene, motion, aesthetics, stylisation; several scenes in one clip as
// "Shot 1 [0-5s] ..." with shot_type "multi"; negations go to negative_prompt (500 characters).
import type { TargetRenderer } from "../render";
import { orderedShot, SUBJECT_FIRST } from "../parts";

/**
 * Model Studio's wan2.6-t2v takes the frame as `size` (width*height), one per ratio and tier; without
 * it the clip comes out 1920*1080 whatever the ratio (Alibaba's text-to-video API reference).
 */
const SIZES: Record<string, Record<string, string>> = {
  "720P": { "16:9": "1280*720", "9:16": "720*1280", "1:1": "960*960", "4:3": "1088*832", "3:4": "832*1088" },
  "1080P": {
    "16:9": "1920*1080",
    "9:16": "1080*1920",
    "1:1": "1440*1440",
    "4:3": "1632*1248",
    "3:4": "1248*1632",
  },
};

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
    // Image to video is its own model; it takes the tier as `resolution` and the frame's ratio.
    const i2v = ctx.options.mode === "image-to-video";
    return {
      model: i2v ? "wan2.6-i2v" : "wan2.6-t2v",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      resolution: ctx.options.resolution,
      ...(i2v
        ? {}
        : { size: SIZES[ctx.options.resolution]?.[ctx.options.aspectRatio] ?? SIZES["720P"]["16:9"] }),
      shot_type: shots.length > 1 ? "multi" : "single",
      // Alibaba's API reference: multi-shot needs prompt_extend on; otherwise keep the text as written.
      prompt_extend: shots.length > 1,
    };
  },
};
