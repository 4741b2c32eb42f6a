// Reads a prompt document the way every renderer needs it: each scene's verbatim clauses with their
// roles (the compiler's, or the scene's own text split the same way when a document carries none),
// each character's identity anchor (the same words in every clip), the excluded things, and the
// production instructions the text states.
import { isPersonNoun } from "@/lib/scene/compiler/vocabulary";
import {
  mergeProduction,
  protect,
  readProduction,
  splitClauses,
  exclusionScope,
  exclusionTerms,
  exclusionWhen,
  isExclusion,
  type Clause,
  type Production,
} from "@/lib/scene/clauses";
import { identityAnchor, withBible } from "@/lib/scene/bible";
import type { PromptDocument, Scene } from "@/lib/scene/schema";
import { clean } from "./text";

export interface DialogueLine {
  character: string;
  line: string;
}

export interface SceneFacts {
  scene: Scene;
  index: number;
  /** The scene's clauses, verbatim, in the text's order (every role, exclusions included). */
  clauses: Clause[];
  /** Each character of the scene with its identity anchor ("Aldo, the baker"), the same in every scene. */
  subjects: { name: string; anchor: string }[];
  cameraMove: string;
  cameraAngle: string;
  extraCamera: string[];
  /** Things the scene excludes, as noun phrases. */
  negated: string[];
  /** Spoken lines (dialogue and voice-over), for the time budget and warnings. */
  dialogue: DialogueLine[];
  sounds: string[];
  music: string[];
}

export interface DocumentFacts {
  scenes: SceneFacts[];
  /** A cast sheet's descriptions, by name: the identity anchor in the text's words. */
  castSheet: Map<string, string>;
  /**
   * The project bible's identity anchors (lib/scene/bible), by member name, for documents that carry
   * a bible, and the members each scene is bound to (by index). The bible's words win over the text's
   * cast sheet: the creator edited them.
   */
  bible: { anchors: Map<string, string>; bound: string[][] };
  production: Production;
  musicOff: boolean;
  narrationOff: boolean;
  textOff: boolean;
}

/** Values that say nothing ("unspecified", "none", "n/a") from older or AI-written documents. */
const EMPTY = /^(?:unspecified|none|n\/a|no|off|-|null|undefined|not specified|unknown)?$/i;
const value = (s: string | undefined) => {
  const t = clean(s ?? "");
  return EMPTY.test(t) ? "" : t;
};
const NARRATOR = /\b(?:narrator|narration|voice-?over|v\.?o\.?)\b/i;

/** "Aldo, the baker": the name and the role noun the text gives the character, else the name. */
export function anchorOf(name: string, description: string): string {
  const n = clean(name);
  const words = clean(description)
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
  const own = new Set(n.toLowerCase().split(/\s+/));
  const role = words.find((w) => !own.has(w) && isPersonNoun(w));
  if (!role || own.has(role)) return n;
  return /^\p{Lu}/u.test(n) && !isPersonNoun(n.toLowerCase()) ? `${n}, the ${role}` : n;
}

function anchorsOf(doc: PromptDocument): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const scene of doc.scenes)
    for (const c of scene.characters) {
      const name = clean(c.name);
      if (!name || anchors.has(name.toLowerCase())) continue;
      anchors.set(name.toLowerCase(), anchorOf(name, c.description));
    }
  return anchors;
}

/** Clauses a document's fields add (not the creator's text): they have no place in the text's order. */
export const FROM_FIELDS = new WeakSet<Clause>();

/** A scene's clauses: the compiler's, else its description split, plus what its fields add. */
export function clausesOf(scene: Scene): Clause[] {
  if (scene.clauses?.length) return scene.clauses;
  const { text, quotes } = protect(scene.description);
  const used = new Set<number>();
  const speakerOf = (quote: string) => {
    const i = scene.audio.dialogue.findIndex((d, k) => !used.has(k) && d.line.trim() === quote.trim());
    if (i < 0) return undefined;
    used.add(i);
    const who = clean(scene.audio.dialogue[i].character);
    return { speaker: NARRATOR.test(who) ? "Narrator" : who, narrator: NARRATOR.test(who) };
  };
  const names = scene.characters.map((c) => clean(c.name)).filter(Boolean);
  const clauses = splitClauses(text, quotes, { names, speakerOf });
  const lower = scene.description.toLowerCase();
  const missing = (t: string) => t && !lower.includes(t.toLowerCase());
  const add = (role: Clause["role"], t: string) => {
    const v = value(t);
    if (!missing(v)) return;
    const c: Clause = { role, text: v };
    FROM_FIELDS.add(c);
    clauses.push(c);
  };
  // A document written without the text (AI mode, an edit) keeps its fields' words.
  for (const c of scene.characters)
    for (const beat of c.actions.split(/;\s*/)) {
      const b = value(beat);
      if (b && !/["“]/.test(b)) add("action", `${clean(c.name)} ${b}`);
    }
  if (!clauses.some((c) => c.role === "action")) add("action", scene.title);
  for (const c of scene.camera.angles) add("camera", c);
  for (const c of scene.camera.movements) add("camera", c);
  add("place", [value(scene.setting.location), value(scene.setting.time_of_day)].filter(Boolean).join(", "));
  add("light", scene.setting.lighting);
  add("style", scene.visuals.style_notes);
  for (const s of scene.audio.sound_effects) add("sound", s);
  for (const m of scene.audio.music_cues) add("music", m);
  scene.audio.dialogue.forEach((d, k) => {
    if (used.has(k) || !d.line.trim() || lower.includes(d.line.trim().toLowerCase())) return;
    const who = clean(d.character);
    const narrator = NARRATOR.test(who);
    const line: Clause = {
      role: narrator ? "voice_over" : "dialogue",
      text: `${who || "A voice"} ${/\?\s*$/.test(d.line) ? "asks" : "says"}: "${d.line.trim()}"`,
      line: d.line.trim(),
      speaker: narrator ? "Narrator" : who,
    };
    FROM_FIELDS.add(line);
    clauses.push(line);
  });
  // Notes are never prompt text; what they rule out ("Avoid: music.", "No people on the pier.") is.
  const avoid = /\bavoid:\s*([^.]+)/i.exec(scene.notes)?.[1];
  if (avoid && !clauses.some((c) => c.role === "exclusion"))
    clauses.push({
      role: "exclusion",
      text: `no ${avoid}`,
      terms: avoid.split(/,\s*/).map(clean).filter(Boolean),
    });
  else
    for (const s of scene.notes.split(/(?<=[.!?])\s+/))
      if (isExclusion(s.trim()))
        clauses.push({ role: "exclusion", text: clean(s), terms: exclusionTerms(s) });
  return clauses;
}

function sceneFacts(scene: Scene, index: number, anchors: Map<string, string>): SceneFacts {
  const clauses = clausesOf(scene);
  const subjects: SceneFacts["subjects"] = [];
  for (const c of scene.characters) {
    const name = clean(c.name);
    if (name && !subjects.some((s) => s.name === name))
      subjects.push({ name, anchor: anchors.get(name.toLowerCase()) ?? name });
  }
  const moves = scene.camera.movements.map(value).filter(Boolean);
  const angles = scene.camera.angles.map(value).filter(Boolean);
  const negated = [
    ...new Set(
      clauses
        .filter((c) => c.role === "exclusion")
        .flatMap((c) => (c.terms?.length ? c.terms : exclusionTerms(c.text)))
        .map((t) => clean(t))
        .filter(Boolean),
    ),
  ];
  return {
    scene,
    index,
    clauses,
    subjects,
    cameraMove: moves[0] ?? "",
    cameraAngle: angles[0] ?? "",
    extraCamera: [...moves.slice(1), ...angles.slice(1)],
    negated,
    dialogue: clauses
      .filter((c) => (c.role === "dialogue" || c.role === "voice_over") && c.line)
      .map((c) => ({ character: c.speaker || "A voice", line: c.line ?? "" })),
    sounds: clauses.filter((c) => c.role === "sound").map((c) => c.text),
    music: clauses.filter((c) => c.role === "music").map((c) => c.text),
  };
}

/**
 * The facts of each document, computed once and shared by every export of it (18 targets read the
 * same facts). A document is a value: an edit makes a new one (applyOperations clones), so the
 * document object is the key; the entry goes with the document.
 */
const FACTS = new WeakMap<PromptDocument, DocumentFacts>();

/** Everything the renderers read from a document, computed once per document; never mutate it. */
export function documentFacts(doc: PromptDocument): DocumentFacts {
  let facts = FACTS.get(doc);
  if (!facts) FACTS.set(doc, (facts = readDocumentFacts(doc)));
  return facts;
}

const NUMBERED_SHOT =
  /^(?:(?:the|le|la|el|del|al|der|die|das|dem|il|lo|o|a|do|da)\s+)?(?:shot|scene|beat|panel|part|clip|plan|plano|toma|escena|scène|szene|einstellung|cena|scena|inquadratura)\s+(\d{1,2})$/iu;
const EVENT_FILLER =
  /^(?:the|a|an|and|his|her|their|its|she|he|they|it|has|have|had|is|are|was|been|gets|got|on|off|in|out|up|to|of|at)$/i;

/**
 * The scenes an exclusion scoped by an event holds for: after it, before it, or at it. The event is the
 * scene whose own clauses share most of its words (the later one on a tie for "after", the earlier
 * one otherwise); none when no scene shares a word, so the exclusion reaches no field.
 */
function scenesWhen(
  scenes: { clauses: Clause[] }[],
  when: { side: "after" | "before" | "at"; event: string },
): number[] {
  // "after the first shot", "until the last scene": the shot the text counts to.
  const ordinal =
    /^(?:the\s+)?(first|opening|second|third|fourth|last|final|closing)\s+(?:shot|scene|beat|panel|part|clip)$/i.exec(
      when.event,
    );
  // "after shot 3", "après le plan 2", "nach Einstellung 2": the shot the text numbers.
  const numbered = NUMBERED_SHOT.exec(when.event);
  const counted = ordinal
    ? (({ first: 0, opening: 0, second: 1, third: 2, fourth: 3 } as Record<string, number>)[
        ordinal[1].toLowerCase()
      ] ?? scenes.length - 1)
    : numbered
      ? Number(numbered[1]) - 1
      : -1;
  const stems = when.event
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((w) => w.length > 2 && !EVENT_FILLER.test(w))
    .map((w) => w.slice(0, 4));
  let best = -1;
  let score = 0;
  scenes.forEach((s, i) => {
    const words = s.clauses
      .filter((c) => c.role !== "exclusion")
      .map((c) => c.text.toLowerCase())
      .join(" ")
      .split(/[^\p{L}\p{N}'’-]+/u)
      .map((w) => w.slice(0, 4));
    const n = stems.filter((st) => words.includes(st)).length;
    if (n > score || (n === score && n > 0 && when.side === "after")) [best, score] = [i, n];
  });
  if (counted >= 0) best = Math.min(counted, scenes.length - 1);
  if (best < 0) return [];
  const all = scenes.map((_, i) => i);
  return when.side === "after"
    ? all.filter((i) => i > best)
    : when.side === "before"
      ? all.filter((i) => i < best)
      : [best];
}

function readDocumentFacts(doc: PromptDocument): DocumentFacts {
  const anchors = anchorsOf(doc);
  const scenes = doc.scenes.map((s, i) => sceneFacts(s, i, anchors));
  let production: Production = { ...(doc.production ?? {}) };
  for (const s of scenes)
    for (const c of s.clauses)
      if (c.role === "production") production = mergeProduction(production, readProduction(c.text));
  const negated = scenes
    .flatMap((s) => s.negated)
    .join(" | ")
    .toLowerCase();
  // An exclusion applies to the whole document unless it names its shot ("no music in the last shot").
  const everywhere = new Set<string>();
  const scoped = new Map<number, Set<string>>();
  scenes.forEach((s) => {
    for (const c of s.clauses) {
      if (c.role !== "exclusion") continue;
      const terms = (c.terms?.length ? c.terms : exclusionTerms(c.text)).map(clean).filter(Boolean);
      const scope = exclusionScope(c.text);
      const when = scope ? undefined : exclusionWhen(c.text);
      if (when) {
        // "No dialogue after the bus leaves": the scenes on that side of the event only.
        for (const at of scenesWhen(scenes, when)) {
          const set = scoped.get(at) ?? new Set<string>();
          terms.forEach((t) => set.add(t));
          scoped.set(at, set);
        }
      } else if (!scope) terms.forEach((t) => everywhere.add(t));
      else {
        // "no music in shot 3": that shot (the last one when the text has fewer).
        const at =
          scope === "last"
            ? scenes.length - 1
            : scope === "first"
              ? 0
              : Math.min(scope - 1, scenes.length - 1);
        const set = scoped.get(at) ?? new Set<string>();
        terms.forEach((t) => set.add(t));
        scoped.set(at, set);
      }
    }
  });
  scenes.forEach((s, i) => {
    s.negated = [...new Set([...everywhere, ...(scoped.get(i) ?? [])])];
  });
  const castSheet = new Map<string, string>();
  for (const s of scenes)
    for (const c of s.clauses)
      if (c.role === "cast" && c.speaker && !castSheet.has(c.speaker)) castSheet.set(c.speaker, c.text);
  const bible: DocumentFacts["bible"] = { anchors: new Map(), bound: scenes.map(() => []) };
  if (doc.bible) {
    const bound = withBible(doc);
    for (const m of bound.bible?.cast ?? []) {
      const anchor = identityAnchor(m);
      if (anchor === m.name) continue;
      bible.anchors.set(m.name, anchor);
      castSheet.delete(m.name);
    }
    bible.bound = bound.scenes.map((s) => (s.cast ?? []).filter((n) => bible.anchors.has(n)));
  }
  return {
    scenes,
    castSheet,
    bible,
    production,
    musicOff: /\b(?:music|score|soundtrack|songs?)\b/.test(negated),
    narrationOff: /\b(?:narration|narrator|voice-?over)\b/.test(negated),
    textOff: /\b(?:text|titles?|captions|subtitles|logos?|lettering|words|watermarks?)\b/.test(negated),
  };
}
