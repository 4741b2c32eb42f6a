// Stage 7b, clauses: each scene's text, as written, cut into verbatim clauses with roles (see
// lib/scene/clauses), with the speakers the dialogue stage found. The preamble's production and
// exclusion clauses apply to the whole document; its look (style, light, place, camera) to every scene.
import { mergeProduction, readProduction, splitClauses, type Clause, type Production } from "../clauses";
import type { Scene } from "../schema";
import type { Cast } from "./cast";
import { isNarrator, type Line } from "./dialogue";
import { PLACEHOLDER_RE } from "./normalise";
import type { Segment } from "./segment";

/** The compiler's quote markers as the clause splitter's (both private to the program). */
const toClauseMarkers = (text: string) => text.replace(PLACEHOLDER_RE, (_, i: string) => `\uE000${i}\uE001`);

const SHARED_ROLES = new Set([
  "style",
  "light",
  "place",
  "camera",
  "exclusion",
  "production",
  "music",
  "sound",
]);

export function sceneClauses(input: {
  seg: Segment;
  index: number;
  preamble: Segment;
  segments: Segment[];
  quotes: string[];
  lines: Line[];
  cast: Cast;
  language: string;
}): Clause[] {
  const { seg, index, preamble, segments, quotes, lines, cast, language } = input;
  const names = cast.members.map((m) => m.name);
  const used = new Set<Line>();
  const speakerOf = (quote: string) => {
    const wanted = quote.replace(/,\s*$/, "");
    const line = lines.find((l) => !used.has(l) && l.line === wanted);
    if (!line) return undefined;
    used.add(line);
    return {
      // The text's words when they tell who it is ("Old fisherman"), else the member's name.
      speaker: isNarrator(line.speaker) ? "Narrator" : (line.label ?? line.speaker.name),
      narrator: isNarrator(line.speaker),
      ...(line.voiceOver ? { voiceOver: line.voiceOver } : {}),
    };
  };
  const seen = [preamble, ...segments].map((s) => s.source || s.text).join("\n");
  const own = splitClauses(toClauseMarkers(seg.source || seg.text), quotes, {
    language,
    names,
    speakerOf,
    seen,
  });
  if (!preamble.source) return own;
  const before = splitClauses(toClauseMarkers(preamble.source), quotes, { language, names });
  // Stated shots of one clip read the preamble once; separate scenes each carry its look.
  const shots = segments.every((s) => s.shot);
  if (index === 0) return [...before, ...own];
  if (shots) return own;
  return [...before.filter((c) => SHARED_ROLES.has(c.role) && c.role !== "production"), ...own];
}

/** What a paragraph of notes for the whole piece holds: no beat, only how it looks and sounds. */
const NOTE_ROLES = new Set(["style", "light", "sound", "music", "exclusion", "production"]);

/**
 * "…He mends his net.\n\nNo music. Shot on 16mm film." A last paragraph of notes only (exclusions, look,
 * sound, format) is no scene of its own: it joins the scene before it, where it is the whole piece's
 * (trailing notes hold for every clip, never a shot or clip of their own).
 */
export function joinTrailingNotes(segments: Segment[], quotes: string[], language: string): Segment[] {
  const n = segments.length;
  if (n < 2) return segments;
  const last = segments[n - 1];
  // A paragraph of notes is short; a longer one is read as a scene without splitting it twice.
  if (last.title || last.timing || last.shot || Object.keys(last.blocks).length || last.text.length > 240)
    return segments;
  const clauses = splitClauses(toClauseMarkers(last.source || last.text), quotes, { language });
  // "Handheld look", "Static camera": bare framing is a note too (a camera move that shows something is not).
  const note = (c: Clause) =>
    NOTE_ROLES.has(c.role) || (c.role === "camera" && c.text.split(/\s+/).length <= 3);
  if (!clauses.length || !clauses.every(note)) return segments;
  if (clauses.every((c) => c.role === "light")) return segments;
  const prev = segments[n - 2];
  const joined: Segment = {
    ...prev,
    text: `${prev.text}\n\n${last.text}`,
    source: `${prev.source || prev.text}\n\n${last.source || last.text}`,
  };
  return [...segments.slice(0, n - 2), joined];
}

/** What the text states about the format, from every production clause. */
export function documentProduction(scenes: Scene[], preamble: Segment, quotes: string[]): Production {
  let out: Production = {};
  const format = preamble.blocks.format ? readProduction(preamble.blocks.format) : {};
  out = mergeProduction(out, format);
  for (const s of scenes)
    for (const c of s.clauses ?? [])
      if (c.role === "production") out = mergeProduction(out, readProduction(c.text));
  // Stated shot times add up to the clip's length.
  const timed = scenes.filter((s) => s.shot?.seconds);
  if (!out.duration_seconds && timed.length && timed.length === scenes.length)
    out.duration_seconds = timed.reduce((n, s) => n + (s.shot?.seconds ?? 0), 0);
  void quotes;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Production;
}

/** The words a title is taken from: the first action (never a production or format line). */
export function titleSource(clauses: Clause[]): string {
  return (
    clauses.find((c) => c.role === "action")?.text ?? clauses.find((c) => c.role !== "production")?.text ?? ""
  );
}
