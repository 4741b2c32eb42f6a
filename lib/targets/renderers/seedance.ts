// Seedance 2.0: numbered shot blocks in event order without seconds, one camera move per shot;
// no negative field, so negations become positive wording; native sound and lip-synced dialogue.
import type { TargetRenderer } from "../render";
import { positiveRewrites, shotParts } from "../parts";

export const seedanceRenderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotParts(shot, ctx);
    return [
      ...p.camera,
      ...p.subject,
      ...p.setting,
      ...p.light,
      ...p.style,
      ...p.mood,
      ...p.sound,
      ...p.dialogue,
      ...p.details,
    ];
  },
  clipParts: positiveRewrites,
  compose(texts, _shots, clip) {
    const body = texts.length === 1 ? texts[0] : texts.map((t, i) => `Shot ${i + 1}: ${t}`).join("\n");
    return [body, clip].filter(Boolean).join("\n");
  },
  parameters({ duration }, ctx) {
    return {
      model: "seedance-2.0",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      ratio: ctx.options.aspectRatio,
      resolution: ctx.options.resolution,
      generate_audio: true,
    };
  },
};
