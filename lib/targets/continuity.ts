// Scenes and clips (issue 22, structure): how long a scene the text does not time implies, which of the
// creator's clauses speak for the whole piece rather than one scene, which scene is only a title or a
// sound (and so joins its neighbour), and what a clip made on its own must carry from the scenes before
// it: the place it happens in. Pure data in, data out; export.ts plans the clips with it.
import type { Clause } from "@/lib/scene/clauses";
import { DEFAULT_DURATION } from "@/lib/scene/durations";
import { THIS_SHOT_ONLY, WHOLE_PIECE } from "@/lib/scene/lexicon";
import type { TargetSpec } from "./catalog";
import { inFlow } from "./parts";
import type { SceneFacts } from "./scene-facts";
import { besideLine, clean } from "./text";
import { WORDS_PER_SECOND } from "./validate";

/** About one visual beat every 2.5 s, as a director times a short shot. */
const SECONDS_PER_BEAT = 2.5;
/** The shortest shot a multi-shot clip gives an untimed shot when it must squeeze several in. */
export const MIN_SHOT_SECONDS = 2;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const wordsIn = (t: string) =>
  CJK.test(t)
    ? Math.ceil(Array.from(t.replace(/[\s\p{P}]/gu, "")).length / 3)
    : t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** A beat: something seen happening (an action, a camera move that shows something, a title). */
const isBeat = (c: Clause) =>
  c.role === "action" || c.role === "on_screen_text" || (c.role === "camera" && inFlow(c));

/**
 * Is the scene's length the text's to imply? A scene compiled from the text (it carries clauses) that
 * states no time: an untimed shot ("Board 2:"), or a scene at the compiler's default length ("Scene 2:").
 * A timed shot, a length set by hand or by the generator's picker, and AI-mode scenes are stated.
 */
export function isElastic(f: SceneFacts): boolean {
  if (!f.scene.clauses?.length || f.scene.shot?.seconds !== undefined) return false;
  return Boolean(f.scene.shot) || f.scene.duration_seconds === DEFAULT_DURATION;
}

/** The length a scene's own content implies: about 2.5 s a beat, plus its lines at 2.5 words a second. */
export function impliedSeconds(f: SceneFacts): number {
  let beats = 0;
  let words = 0;
  for (const c of f.clauses) {
    if (isBeat(c)) beats += 1 + (c.text.match(/(?<![\p{L}])then(?![\p{L}])|[;；]/giu)?.length ?? 0);
    if ((c.role === "dialogue" || c.role === "voice_over") && c.line) words += wordsIn(c.line);
  }
  return Math.max(MIN_SHOT_SECONDS, SECONDS_PER_BEAT * Math.max(1, beats) + words / WORDS_PER_SECOND);
}

/** The longest card ("title card 'THE END'") that joins its neighbour rather than making a clip. */
const SHORT_CARD_SECONDS = 3;

/**
 * A scene that, on this model, shows nothing of its own: only sound, music or a look, or a short title
 * card ("6-8s: title card 'THE END'. Dark drone." on a silent model). It joins the scene before it
 * rather than spending a clip. A line of dialogue is seen (its speaker); a voice-over only on audio models.
 */
export function isResidue(f: SceneFacts, spec: TargetSpec, seconds: number): boolean {
  const framed = f.clauses.some((c) => c.role === "camera");
  const shows = f.clauses.some(
    (c) =>
      c.role === "action" ||
      (c.role === "camera" && inFlow(c)) ||
      c.role === "place" ||
      c.role === "light" ||
      // "CU – Gus, to the apprentice: …": a line framed by the creator's shot size shows its speaker.
      (c.role === "dialogue" && (spec.dialogue || showsBesideLine(c) || framed)) ||
      (spec.audio && spec.dialogue && c.role === "voice_over"),
  );
  if (shows) return false;
  return !f.clauses.some((c) => c.role === "on_screen_text") || seconds <= SHORT_CARD_SECONDS;
}

/**
 * Does a line's clause show something beside the line ("His dad steps outside and shouts")? A screenplay
 * line ("PETE: Your tomatoes look nervous") shows nothing a silent model can use.
 */
function showsBesideLine(c: Clause): boolean {
  return wordsIn(besideLine(c)) >= 2;
}

/** Two scenes as one shot (a residue joined to the scene before it): their clauses in the text's order. */
export function mergeFacts(a: SceneFacts, b: SceneFacts): SceneFacts {
  const byName = new Map([...a.subjects, ...b.subjects].map((s) => [s.name.toLowerCase(), s]));
  return {
    ...a,
    scene: { ...a.scene, duration_seconds: a.scene.duration_seconds + b.scene.duration_seconds },
    clauses: [...a.clauses, ...b.clauses],
    subjects: [...byName.values()],
    negated: [...new Set([...a.negated, ...b.negated])],
    dialogue: [...a.dialogue, ...b.dialogue],
    sounds: [...a.sounds, ...b.sounds],
    music: [...a.music, ...b.music],
    extraCamera: [...a.extraCamera, ...b.extraCamera],
  };
}

const PIECE_ROLES = new Set<Clause["role"]>(["sound", "music", "style"]);
const TRAILING_ROLES = new Set<Clause["role"]>(["sound", "music", "style", "exclusion", "production"]);

/**
 * The clauses stated for the whole piece rather than one scene, in the text's order: sound, music or a
 * look said before the first scene (the compiler copies a preamble's into every scene) or in sentences
 * of their own after the last scene's last beat ("Scene 3: He shares his sandwich. No dialogue, gentle
 * piano."). Only for texts of several scenes; a sound in a beat's own sentence ("she bows, soft
 * applause") stays that shot's.
 */
export function pieceClauses(scenes: SceneFacts[]): Clause[] {
  if (scenes.length < 2) return [];
  const key = (c: Clause) => `${c.role} ${clean(c.text).toLowerCase()}`;
  const keys = scenes.map((s) => new Set(s.clauses.filter((c) => PIECE_ROLES.has(c.role)).map(key)));
  const inEvery = new Set([...keys[0]].filter((k) => keys.every((ks) => ks.has(k))));
  const out = scenes[0].clauses.filter((c) => inEvery.has(key(c)));
  // Before the first scene's first beat, on a line of its own (the preamble, read once for shots).
  const first = scenes[0];
  const firstBeat = first.clauses.findIndex(isBeat);
  const newline = first.scene.description.indexOf("\n");
  if (firstBeat > 0 && newline > 0) {
    const beatAt = first.scene.description.indexOf(first.clauses[firstBeat].text);
    for (const c of first.clauses.slice(0, firstBeat)) {
      const at = first.scene.description.indexOf(c.text);
      if (PIECE_ROLES.has(c.role) && at >= 0 && at < newline && beatAt > newline && !out.includes(c))
        out.push(c);
    }
  }
  // After the last scene's last beat, in sentences of their own.
  const last = scenes[scenes.length - 1];
  // Bare framing after the last beat ("Warm tones, shallow depth of field.") is a note for the piece too.
  // So is light stated among those notes ("Sin música. Estilo documental, luz natural.").
  const trailingNote = (c: Clause) =>
    TRAILING_ROLES.has(c.role) || c.role === "light" || (c.role === "camera" && !inFlow(c));
  let i = last.clauses.length;
  while (i > 0 && trailingNote(last.clauses[i - 1])) i--;
  // "All shot on 16mm film", "Everything in black and white", "… throughout": the whole piece's, wherever
  // it stands; "This last shot in black and white" stays its shot's.
  for (const s of scenes)
    for (const c of s.clauses)
      if (PIECE_ROLES.has(c.role) && WHOLE_PIECE.test(clean(c.text)) && !out.some((o) => key(o) === key(c)))
        out.push(c);
  const trailing = last.clauses
    .slice(i)
    .filter(
      (c) =>
        (PIECE_ROLES.has(c.role) || c.role === "light" || (c.role === "camera" && !inFlow(c))) &&
        !inEvery.has(key(c)) &&
        !THIS_SHOT_ONLY.test(c.text) &&
        !out.some((o) => key(o) === key(c)),
    );
  if (!trailing.length || i === 0) return out;
  const text = last.scene.description;
  const beatEnd = endOf(text, last.clauses[i - 1]);
  // "Style: Ghibli-inspired watercolor": a block's label is not in the scene's text, its words are.
  const trail = last.clauses[i].text;
  const firstTrail = Math.max(
    text.indexOf(trail, Math.max(0, beatEnd)),
    text.indexOf(trail.replace(/^[\p{L} ]{1,24}[:：]\s*/u, ""), Math.max(0, beatEnd)),
  );
  const ended =
    /[.!?。！？।\n]/u.test(text.slice(beatEnd, firstTrail)) ||
    /[.!?。！？।]$/u.test(last.clauses[i - 1].text);
  if (beatEnd < 0 || firstTrail < 0 || !ended) return out;
  return [...out, ...trailing];
}

/** Where a clause's words end in the scene's text (-1 when they cannot be found, e.g. around a quote). */
function endOf(text: string, c: Clause): number {
  const probe = c.line ? c.line : c.text;
  const at = text.lastIndexOf(probe);
  return at < 0 ? -1 : at + probe.length;
}
