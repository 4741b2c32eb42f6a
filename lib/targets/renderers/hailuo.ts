// MiniMax Hailuo 02: a plain description with camera moves as bracketed commands ("[Push in]", at
// most 3 in one bracket); no negative field documented, so positive wording only; silent video.
import type { Part, TargetRenderer } from "../render";
import { positiveRewrites, shotParts, upperFirst } from "../parts";

const COMMANDS: [RegExp, string][] = [
  [/\b(push|dolly|track(ing)?) in\b/i, "Push in"],
  [/\b(pull|dolly) (out|back)\b/i, "Pull out"],
  [/\bpan(s|ning)? left\b/i, "Pan left"],
  [/\bpan(s|ning)? right\b/i, "Pan right"],
  [/\btilt(s|ing)? up\b/i, "Tilt up"],
  [/\btilt(s|ing)? down\b/i, "Tilt down"],
  [/\bzoom(s|ing)? in\b/i, "Zoom in"],
  [/\bzoom(s|ing)? out\b/i, "Zoom out"],
  [/\btruck(s|ing)? left\b/i, "Truck left"],
  [/\btruck(s|ing)? right\b/i, "Truck right"],
  [/\b(crane|pedestal|rise|rising) up\b/i, "Pedestal up"],
  [/\b(track|tracking|follow|following)\b/i, "Tracking shot"],
  [/\b(handheld|shak)/i, "Shake"],
  [/\b(static|locked|still)\b/i, "Static shot"],
];

/** The camera move as MiniMax's bracketed command where one matches, else plain words. */
function cameraCommand(move: string): Part[] {
  if (!move) return [];
  const command = COMMANDS.find(([re]) => re.test(move))?.[1];
  return [{ text: command ? `[${command}]` : `Camera: ${move}.`, rank: 2 }];
}

export const hailuoRenderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotParts(shot, ctx);
    const angle = shot.facts.cameraAngle ? [{ text: `${upperFirst(shot.facts.cameraAngle)}.`, rank: 3 }] : [];
    return [
      ...angle,
      ...p.subject,
      ...p.setting,
      ...p.light,
      ...p.style,
      ...p.mood,
      ...p.details,
      ...cameraCommand(shot.facts.cameraMove),
    ];
  },
  clipParts: positiveRewrites,
  compose: (texts, _shots, clip) => [texts[0], clip].filter(Boolean).join(" "),
  parameters({ duration }, ctx) {
    return {
      model: "MiniMax-Hailuo-02",
      durationSeconds: duration,
      aspectRatio: ctx.options.aspectRatio,
      duration,
      resolution: ctx.options.resolution,
    };
  },
};
