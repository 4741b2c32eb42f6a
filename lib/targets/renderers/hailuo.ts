// MiniMax Hailuo 02: the description with camera moves as bracketed commands ("[Push in]", at
// most 3 in one bracket); no negative field documented, so positive wording only; silent video.
import type { Part, TargetRenderer } from "../render";
import { positiveRewrites, shotSlots, withAnchors } from "../parts";

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

/**
 * Camera moves as MiniMax's bracketed commands (at most 3 in one bracket), added after the creator's
 * own camera words, which stay ("slow push in" keeps its "slow").
 */
function cameraCommand(texts: string[]): Part[] {
  const commands = texts.flatMap((t) => COMMANDS.filter(([re]) => re.test(t)).map(([, c]) => c));
  const unique = [...new Set(commands)].slice(0, 3);
  return unique.length ? [{ text: `[${unique.join(", ")}]`, rank: 2 }] : [];
}

export const hailuoRenderer: TargetRenderer = {
  shot(shot, ctx) {
    const p = shotSlots(shot, ctx, "says", shot.anchors ?? []);
    return withAnchors(
      [
        ...p.anchor,
        ...p.action,
        ...p.place,
        ...p.light,
        ...p.style,
        ...p.on_screen_text,
        ...p.camera,
        ...cameraCommand(shot.facts.clauses.filter((c) => c.role === "camera").map((c) => c.text)),
      ],
      shot,
    );
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
