// A per-target lint of the rendered clips, scored 0-100: are subject, action, camera, setting,
// light, style (and sound on audio models) there; one action and one camera move per shot;
// emotions shown as behaviour; no style-word soup; length against the sweet spot and the cap;
// no negations on models that have no negative field.
import type { TargetSpec } from "./catalog";
import type { RenderedClip } from "./render";
import { hasNegation, measure, wordCount } from "./text";

export interface LintFinding {
  code: string;
  severity: "error" | "warning" | "info";
  message: string;
  clip: number;
}

export interface LintResult {
  score: number;
  findings: LintFinding[];
}

const PENALTY = { error: 20, warning: 8, info: 3 } as const;
const EMOTIONS =
  /\b(happy|sad|angry|afraid|scared|nervous|excited|anxious|joyful|lonely|depressed|frustrated|jealous|proud|ashamed|grief|heartbroken)\b/i;
const SOUP =
  /\b(8k|4k|masterpiece|trending|ultra[- ]?realistic|hyper[- ]?detailed|award[- ]winning|best quality|octane)\b/gi;

/** Scores the rendered clips of one export against the target's guide and limits. */
export function lintClips(spec: TargetSpec, clips: RenderedClip[]): LintResult {
  const findings: LintFinding[] = [];
  const add = (clip: number, severity: LintFinding["severity"], code: string, message: string) =>
    findings.push({ code, severity, message, clip });

  clips.forEach((clip, ci) => {
    const n = ci + 1;
    const lower = clip.text.toLowerCase();
    for (const shot of clip.shots) {
      const f = shot.facts;
      const where = clip.shots.length > 1 ? `Clip ${n}, shot ${shot.index + 1}` : `Clip ${n}`;
      if (!f.subjects.length && !f.summary)
        add(n, "error", "subject", `${where}: no subject. Say who or what the shot is about.`);
      if (!f.actions.length && !f.summary)
        add(n, "warning", "action", `${where}: no action. Give the subject one clear action.`);
      if (!f.cameraMove && !f.cameraAngle)
        add(n, "warning", "camera", `${where}: no camera direction (shot size or move).`);
      if (!f.setting) add(n, "warning", "setting", `${where}: no setting. Say where it happens.`);
      if (!f.light || !lower.includes(f.light.toLowerCase()))
        add(n, "info", "light", `${where}: no lighting in the prompt.`);
      if (spec.audio && !f.sounds.length && !f.dialogue.length && !f.music.length)
        add(n, "info", "audio", `${where}: ${spec.name} makes sound; no sound is described.`);
      if (f.actions.some((a) => a.extra.some((e) => lower.includes(e.toLowerCase()))))
        add(
          n,
          "warning",
          "one_action",
          `${where}: more than one action; one main action per shot reads best.`,
        );
      if (f.extraCamera.length)
        add(
          n,
          "info",
          "one_camera_move",
          `${where}: kept one camera direction, left out ${f.extraCamera.map((c) => `"${c}"`).join(", ")}.`,
        );
    }
    const spoken = clip.text.replace(/"[^"]*"/g, "");
    const emotion = spoken.match(EMOTIONS);
    if (emotion)
      add(
        n,
        "info",
        "emotion",
        `Clip ${n}: "${emotion[0]}" names an emotion; show it as visible behaviour (a smile, clenched fists).`,
      );
    const soup = spoken.match(SOUP);
    if (soup && soup.length >= 2)
      add(
        n,
        "warning",
        "style_soup",
        `Clip ${n}: style-word soup (${soup.join(", ")}); one clear style reads better.`,
      );
    if (!spec.negativePrompt && hasNegation(spoken))
      add(
        n,
        "warning",
        "negation",
        `Clip ${n}: ${spec.name} has no negative prompt and may read a negation as a request.`,
      );
    const words = Math.round(wordCount(clip.text) / clip.shots.length);
    const [low, high] = spec.sweetSpotWords;
    if (words < low)
      add(
        n,
        "info",
        "too_short",
        `Clip ${n}: about ${words} words per shot; ${spec.name} works best with ${low}-${high}.`,
      );
    if (words > high)
      add(
        n,
        "info",
        "too_long",
        `Clip ${n}: about ${words} words per shot; ${spec.name} works best with ${low}-${high}.`,
      );
    const limit = spec.promptLimit;
    if (limit && measure(clip.text, limit.unit) > limit.max * 0.95)
      add(n, "info", "near_cap", `Clip ${n}: within 5% of the ${limit.max}-${limit.unit} cap.`);
  });
  const penalty = findings.reduce((s, f) => s + PENALTY[f.severity], 0) / Math.max(clips.length, 1);
  return { score: Math.max(0, Math.min(100, Math.round(100 - penalty))), findings };
}
