// A per-target lint of the rendered clips, scored 0-100. The score falls for every defect a director
// would not paste: placeholder or empty-label noise, a 4-word sequence repeated that the creator did
// not repeat, an exclusion written inline where the model has a negative field (or any negation on a
// model without one), audio sent to a silent model, a stated beat missing from the text, length past
// the model's sweet spot or near its cap. Findings are suggestions shown to the creator; they never
// change the prompt.
import { isExclusion } from "@/lib/scene/clauses";
import type { TargetSpec } from "./catalog";
import type { RenderedClip } from "./render";
import type { DocumentFacts } from "./scene-facts";
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

// Shared with lib/targets/lint-text.ts (a hand-written prompt is scored on the same words).
export const PENALTY = { error: 20, warning: 8, info: 3 } as const;
export const EMOTIONS =
  /\b(happy|sad|angry|afraid|scared|nervous|excited|anxious|joyful|lonely|depressed|frustrated|jealous|proud|ashamed|grief|heartbroken)\b/i;
export const SOUP =
  /\b(8k|4k|masterpiece|trending|ultra[- ]?realistic|hyper[- ]?detailed|award[- ]winning|best quality|octane)\b/gi;
/** Words that stand in for a value, and labels left without one. */
const PLACEHOLDER = /\b(?:unspecified|undefined|null|n\/a|tbd|placeholder)\b|⟦|\uE000/i;
const EMPTY_LABEL =
  /\b(?:Setting|Lighting|Mood|Style|Props|Sound|Music|Camera|Background|Audio|Dialogue|Location|Time):\s*(?:[.,;]|$|\n)/;
const SPEECH_TO_SILENT = /"[^"]{2,}"\s*$|\b(?:says|asks|whispers|shouts|replies)\s*:/m;

const words4 = (text: string) =>
  text
    .toLowerCase()
    .replace(/"[^"]*"/g, " ")
    .split(/[^\p{L}\p{N}'’]+/u)
    .filter(Boolean);

/** The 4-word sequences of a word list, each with how often it occurs (only those in `only`, when given). */
function gramCounts(ws: string[], only?: Map<string, number>): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i + 4 <= ws.length; i++) {
    const g = `${ws[i]} ${ws[i + 1]} ${ws[i + 2]} ${ws[i + 3]}`;
    if (!only || only.has(g)) m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** 4-word sequences the text repeats that the source does not (the source is read only when the text repeats one). */
export function repeatedGrams(text: string, source: string): string[] {
  const repeated = new Map([...gramCounts(words4(text))].filter(([, n]) => n > 1));
  if (!repeated.size) return [];
  const theirs = gramCounts(words4(source), repeated);
  return [...repeated].filter(([g, n]) => n > (theirs.get(g) ?? 0)).map(([g]) => g);
}

/** Scores the rendered clips of one export against the target's guide and limits. */
export function lintClips(spec: TargetSpec, clips: RenderedClip[], doc?: DocumentFacts): LintResult {
  const findings: LintFinding[] = [];
  const add = (clip: number, severity: LintFinding["severity"], code: string, message: string) =>
    findings.push({ code, severity, message, clip });

  clips.forEach((clip, ci) => {
    const n = ci + 1;
    const lower = clip.text.toLowerCase();
    const spoken = clip.text.replace(/"[^"]*"/g, "");
    if (PLACEHOLDER.test(spoken) || EMPTY_LABEL.test(spoken))
      add(n, "error", "placeholder", `Clip ${n}: a placeholder or a label without a value reads as content.`);
    const source = clip.shots.map((s) => s.facts.clauses.map((c) => c.text).join(". ")).join(" ");
    const repeats = repeatedGrams(clip.text, source);
    if (repeats.length)
      add(n, "warning", "repetition", `Clip ${n}: "${repeats[0]}" is repeated; say it once.`);
    for (const shot of clip.shots) {
      const f = shot.facts;
      const where = clip.shots.length > 1 ? `Clip ${n}, shot ${shot.index + 1}` : `Clip ${n}`;
      const actions = f.clauses.filter((c) => c.role === "action");
      if (
        !actions.length &&
        !f.clauses.some((c) =>
          ["camera", "place", "dialogue", "voice_over", "on_screen_text"].includes(c.role),
        )
      )
        add(n, "warning", "subject", `${where}: no subject or action. Say who or what the shot is about.`);
      // An anchor may sit inside the clause ("Lena, the ranger, pours tea", "Lena and Odo, her old
      // retriever, hike"): read the text without the anchors' words after each name.
      const bare = (shot.anchors ?? []).reduce((t, a) => {
        const words = a.text.replace(/\.$/, "");
        const name = a.names?.[0];
        if (!name || !words.startsWith(name)) return t;
        const [w, n] = [words.toLowerCase(), name.toLowerCase()];
        return t.split(`${w},`).join(n).split(w).join(n);
      }, lower);
      for (const a of actions)
        if (!bare.includes(a.text.toLowerCase().split(" ").slice(1).join(" ").slice(-40)))
          add(
            n,
            "warning",
            "beat_missing",
            `${where}: "${a.text.slice(0, 60)}" did not fit; generate it separately.`,
          );
      if (f.extraCamera.length)
        add(
          n,
          "info",
          "one_camera_move",
          `${where}: more than one camera direction; one per shot reads best.`,
        );
    }
    if (!spec.audio && SPEECH_TO_SILENT.test(clip.text))
      add(
        n,
        "error",
        "audio_to_silent",
        `Clip ${n}: ${spec.name} makes silent video; spoken lines do nothing.`,
      );
    if (
      !spec.audio &&
      clip.shots.some((s) =>
        s.facts.clauses.some(
          (c) => (c.role === "sound" || c.role === "music") && lower.includes(c.text.toLowerCase()),
        ),
      )
    )
      add(
        n,
        "error",
        "audio_to_silent",
        `Clip ${n}: ${spec.name} makes silent video; sound and music do nothing.`,
      );
    if (
      !clip.shots.some(
        (s) => s.facts.clauses.some((c) => c.role === "camera") || s.facts.cameraMove || s.facts.cameraAngle,
      )
    )
      add(
        n,
        "info",
        "camera",
        `Clip ${n}: no camera direction; a shot size or one move helps (a suggestion).`,
      );
    const sentences = clip.text.split(/(?<=[.!?。]["”]?)\s+|\n/).map((s) => s.replace(/^\[[^\]]*\]\s*/, ""));
    if (spec.negativePrompt && sentences.some((s) => !/^["“]/.test(s) && isExclusion(s.trim())))
      add(
        n,
        "warning",
        "negation_inline",
        `Clip ${n}: an exclusion is written in the prompt; ${spec.name} has a negative field for it.`,
      );
    if (!spec.negativePrompt && hasNegation(spoken))
      add(
        n,
        "warning",
        "negation",
        `Clip ${n}: ${spec.name} has no negative prompt and may read a negation as a request.`,
      );
    const negated = clip.shots.flatMap((s) => s.facts.negated);
    for (const t of negated)
      if (
        t.length > 2 &&
        new RegExp(`(?<![\\p{L}])${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`, "iu").test(spoken)
      )
        add(n, "warning", "excluded_in_text", `Clip ${n}: "${t}" is excluded but named in the prompt.`);
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
    const perShot = Math.round(wordCount(clip.text) / clip.shots.length);
    const [low, high] = spec.sweetSpotWords;
    if (perShot < low)
      add(
        n,
        "info",
        "too_short",
        `Clip ${n}: about ${perShot} words per shot; ${spec.name} works best with ${low}-${high}.`,
      );
    if (perShot > high)
      add(
        n,
        "warning",
        "too_long",
        `Clip ${n}: about ${perShot} words per shot; ${spec.name} works best with ${low}-${high}.`,
      );
    const limit = spec.promptLimit;
    if (limit && measure(clip.text, limit.unit) > limit.max * 0.95)
      add(n, "info", "near_cap", `Clip ${n}: within 5% of the ${limit.max}-${limit.unit} cap.`);
  });
  void doc;
  const penalty = findings.reduce((s, f) => s + PENALTY[f.severity], 0) / Math.max(clips.length, 1);
  return { score: Math.max(0, Math.min(100, Math.round(100 - penalty))), findings };
}
