// A per-target lint of the rendered clips, scored 0-100. The score falls for every defect a director
// would not paste: placeholder or empty-label noise, a 4-word sequence repeated that the creator did
// not repeat, an exclusion written inline where the model has a negative field (or any negation on a
// model without one), audio sent to a silent model, a stated beat missing from the text, length past
// the model's sweet spot or near its cap. Findings are suggestions shown to the creator; they never
// change the prompt.
import { isExclusion } from "@/lib/scene/clauses";
import type { TargetSpec } from "./catalog";
import type { RenderedClip } from "./render";
import type { DocumentFacts, SceneFacts } from "./scene-facts";
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

/**
 * The 4-word sequences of a word list, each with how often it occurs (only those in `only`, when
 * given; only those made of `words`, when given).
 */
function gramCounts(ws: string[], only?: Map<string, number>, words?: Set<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i + 4 <= ws.length; i++) {
    if (words && !(words.has(ws[i]) && words.has(ws[i + 1]) && words.has(ws[i + 2]) && words.has(ws[i + 3])))
      continue;
    const g = `${ws[i]} ${ws[i + 1]} ${ws[i + 2]} ${ws[i + 3]}`;
    if (!only || only.has(g)) m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** 4-word sequences the text repeats that the source does not (the source is read only when the text repeats one). */
export function repeatedGrams(text: string, source: string): string[] {
  const ws = words4(text);
  // A sequence said twice has each of its words at least twice: only sequences of those are counted.
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const w of ws) (seen.has(w) ? twice : seen).add(w);
  const repeated = new Map([...gramCounts(ws, undefined, twice)].filter(([, n]) => n > 1));
  if (!repeated.size) return [];
  const theirs = gramCounts(words4(source), repeated, twice);
  return [...repeated].filter(([g, n]) => n > (theirs.get(g) ?? 0)).map(([g]) => g);
}

/** What the lint reads from a clip's text alone (the same text is often rendered for several targets). */
interface TextReading {
  lower: string;
  /** The text without its quoted lines. */
  spoken: string;
  placeholder: boolean;
  speech: boolean;
  inlineExclusion: boolean;
  negation: boolean;
  emotion: string | undefined;
  soup: string[] | null;
  words: number;
  /** repeatedGrams against each source read so far. */
  repeats: Map<string, string[]>;
  /** Whether each excluded term read so far is named outside the quotes. */
  named: Map<string, boolean>;
}

function readText(text: string): TextReading {
  const spoken = text.replace(/"[^"]*"/g, "");
  const sentences = text.split(/(?<=[.!?。]["”]?)\s+|\n/).map((s) => s.replace(/^\[[^\]]*\]\s*/, ""));
  return {
    lower: text.toLowerCase(),
    spoken,
    placeholder: PLACEHOLDER.test(spoken) || EMPTY_LABEL.test(spoken),
    speech: SPEECH_TO_SILENT.test(text),
    inlineExclusion: sentences.some((s) => !/^["“]/.test(s) && isExclusion(s.trim())),
    negation: hasNegation(spoken),
    emotion: spoken.match(EMOTIONS)?.[0],
    soup: spoken.match(SOUP),
    words: wordCount(text),
    repeats: new Map(),
    named: new Map(),
  };
}

/** Text readings by text, per document's facts (18 targets render many identical clip texts). */
const READINGS = new WeakMap<DocumentFacts, Map<string, TextReading>>();
function textReading(text: string, doc: DocumentFacts | undefined): TextReading {
  if (!doc) return readText(text);
  let byText = READINGS.get(doc);
  if (!byText) READINGS.set(doc, (byText = new Map()));
  let reading = byText.get(text);
  if (!reading) byText.set(text, (reading = readText(text)));
  return reading;
}

/** What the lint reads from a shot's facts alone. */
interface ShotReading {
  /** Its action clauses, each with the words the text must hold for it (its last 40 characters but the first word). */
  actions: { text: string; tail: string }[];
  subjectless: boolean;
  /** Its sound and music clauses, lower-cased. */
  audio: string[];
  camera: boolean;
  /** The clauses' text, as the repetition check reads the source. */
  source: string;
}
const SHOT_READINGS = new WeakMap<SceneFacts, ShotReading>();
function shotReading(f: SceneFacts): ShotReading {
  let reading = SHOT_READINGS.get(f);
  if (reading) return reading;
  const actions = f.clauses.filter((c) => c.role === "action");
  reading = {
    actions: actions.map((a) => ({
      text: a.text,
      tail: a.text.toLowerCase().split(" ").slice(1).join(" ").slice(-40),
    })),
    subjectless:
      !actions.length &&
      !f.clauses.some((c) =>
        ["camera", "place", "dialogue", "voice_over", "on_screen_text"].includes(c.role),
      ),
    audio: f.clauses.filter((c) => c.role === "sound" || c.role === "music").map((c) => c.text.toLowerCase()),
    camera: f.clauses.some((c) => c.role === "camera") || Boolean(f.cameraMove || f.cameraAngle),
    source: f.clauses.map((c) => c.text).join(". "),
  };
  SHOT_READINGS.set(f, reading);
  return reading;
}

/**
 * Scores the rendered clips of one export against the target's guide and limits. With the document's
 * facts, what it reads from a text or a shot is read once for every target.
 */
export function lintClips(spec: TargetSpec, clips: RenderedClip[], doc?: DocumentFacts): LintResult {
  const findings: LintFinding[] = [];
  const add = (clip: number, severity: LintFinding["severity"], code: string, message: string) =>
    findings.push({ code, severity, message, clip });

  clips.forEach((clip, ci) => {
    const n = ci + 1;
    const text = textReading(clip.text, doc);
    const { lower, spoken } = text;
    const shots = clip.shots.map((s) => shotReading(s.facts));
    if (text.placeholder)
      add(n, "error", "placeholder", `Clip ${n}: a placeholder or a label without a value reads as content.`);
    const source = shots.map((s) => s.source).join(" ");
    let repeats = text.repeats.get(source);
    if (!repeats) text.repeats.set(source, (repeats = repeatedGrams(clip.text, source)));
    if (repeats.length)
      add(n, "warning", "repetition", `Clip ${n}: "${repeats[0]}" is repeated; say it once.`);
    clip.shots.forEach((shot, si) => {
      const f = shot.facts;
      const where = clip.shots.length > 1 ? `Clip ${n}, shot ${shot.index + 1}` : `Clip ${n}`;
      if (shots[si].subjectless)
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
      for (const a of shots[si].actions)
        if (!bare.includes(a.tail))
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
    });
    if (!spec.audio && text.speech)
      add(
        n,
        "error",
        "audio_to_silent",
        `Clip ${n}: ${spec.name} makes silent video; spoken lines do nothing.`,
      );
    if (!spec.audio && shots.some((s) => s.audio.some((a) => lower.includes(a))))
      add(
        n,
        "error",
        "audio_to_silent",
        `Clip ${n}: ${spec.name} makes silent video; sound and music do nothing.`,
      );
    if (!shots.some((s) => s.camera))
      add(
        n,
        "info",
        "camera",
        `Clip ${n}: no camera direction; a shot size or one move helps (a suggestion).`,
      );
    if (spec.negativePrompt && text.inlineExclusion)
      add(
        n,
        "warning",
        "negation_inline",
        `Clip ${n}: an exclusion is written in the prompt; ${spec.name} has a negative field for it.`,
      );
    if (!spec.negativePrompt && text.negation)
      add(
        n,
        "warning",
        "negation",
        `Clip ${n}: ${spec.name} has no negative prompt and may read a negation as a request.`,
      );
    const negated = clip.shots.flatMap((s) => s.facts.negated);
    for (const t of negated) {
      if (t.length <= 2) continue;
      let named = text.named.get(t);
      if (named === undefined)
        text.named.set(
          t,
          (named = new RegExp(
            `(?<![\\p{L}])${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`,
            "iu",
          ).test(spoken)),
        );
      if (named)
        add(n, "warning", "excluded_in_text", `Clip ${n}: "${t}" is excluded but named in the prompt.`);
    }
    const emotion = text.emotion;
    if (emotion)
      add(
        n,
        "info",
        "emotion",
        `Clip ${n}: "${emotion}" names an emotion; show it as visible behaviour (a smile, clenched fists).`,
      );
    const soup = text.soup;
    if (soup && soup.length >= 2)
      add(
        n,
        "warning",
        "style_soup",
        `Clip ${n}: style-word soup (${soup.join(", ")}); one clear style reads better.`,
      );
    const perShot = Math.round(text.words / clip.shots.length);
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
  const penalty = findings.reduce((s, f) => s + PENALTY[f.severity], 0) / Math.max(clips.length, 1);
  return { score: Math.max(0, Math.min(100, Math.round(100 - penalty))), findings };
}
