// Text helpers shared by the renderers: length in a vendor's unit, word counts, and finding
// negated clauses ("no music", "without people") so they can move to a negative field or out.
import { SENTENCE_END_MARKS } from "@/lib/scene/lexicon";
import type { PromptUnit } from "./catalog";

const LINE_STOPS = new RegExp(`[${SENTENCE_END_MARKS}]+$`, "u");

/** Length of text in a vendor's unit; tokens are over-estimated so a fitted prompt never overflows. */
export function measure(text: string, unit: PromptUnit): number {
  if (unit === "utf16") return text.length;
  let points = 0;
  for (const _ of text) points++;
  if (unit === "chars") return points;
  // Conservative token estimate: at most ~3 characters per token in English prose, 1 per CJK glyph.
  return Math.ceil(points / 3) + (text.match(/[^\u0000-\u024f\s]/g)?.length ?? 0);
}

/** Ends of sentences (with a closing quote or bracket after the stop) and of clauses, in any script. */
const SENTENCE_CUT = /[.!?…][)"'’”»」』]*(?=\s)|[。！？][)"'’”»」』]*/gu;
const CLAUSE_CUT = /[,;:](?=\s)|[，；：、]/gu;
/** A boundary earlier than this share of what fits loses too much; the next finer boundary is used. */
const KEEP_AT_LEAST = 0.5;

const lastEnd = (text: string, re: RegExp, from: number): number => {
  let end = -1;
  for (const m of text.matchAll(re)) if (m.index + m[0].length >= from) end = m.index + m[0].length;
  return end;
};

/**
 * Cuts text to fit `max` in `unit`: at the end of a sentence, else of a clause, else of a word, so no
 * word is cut in two (a text without spaces, Chinese or Japanese, is cut at its own punctuation or,
 * with none, between characters); never splits a surrogate pair.
 */
export function truncateTo(text: string, max: number, unit: PromptUnit): string {
  if (measure(text, unit) <= max) return text;
  const points = Array.from(text);
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(points.slice(0, mid).join(""), unit) <= max) lo = mid;
    else hi = mid - 1;
  }
  const cut = points.slice(0, lo).join("");
  // The next character starts a new word (or the text ends there): the cut already ends a word.
  const whole = /^\s/u.test(points[lo] ?? " ");
  const floor = Math.floor(cut.length * KEEP_AT_LEAST);
  const sentence = lastEnd(cut, SENTENCE_CUT, floor);
  if (sentence > 0) return cut.slice(0, sentence).trimEnd();
  const clause = lastEnd(cut, CLAUSE_CUT, floor);
  if (clause > 0) return cut.slice(0, clause - 1).trimEnd();
  if (whole) return cut.trimEnd();
  const space = cut.search(/\s\S*$/u);
  return (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:，；：、]+$/u, "");
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Whitespace other than single spaces (what clean() collapses). */
const WHITESPACE_TO_COLLAPSE = /\s{2,}|[^\S ]/;
/**
 * Whitespace collapsed, trimmed, without a final full stop: for joining fragments into one sentence.
 * (Called for every clause of every export: the replacements run only when they change something.)
 */
export const clean = (text: string) => {
  const t = (WHITESPACE_TO_COLLAPSE.test(text) ? text.replace(/\s+/g, " ") : text).trim();
  const last = t.charCodeAt(t.length - 1);
  // ".", ";", ",": the only characters the trim above leaves that the tail below removes.
  return last === 46 || last === 59 || last === 44 ? t.replace(/[.;,\s]+$/, "") : t;
};

export const sentence = (text: string) => {
  const t = clean(text);
  return t ? `${t[0].toUpperCase()}${t.slice(1)}.` : "";
};

const NEGATION =
  /\b(no|not|without|never|nobody|nothing|none|avoid|don'?t|doesn'?t|do not|does not|free of)\b/i;
const LEADING_NEGATION =
  /^(?:and\s+|but\s+|with\s+)?(?:no|without|never|avoid|don'?t show|do not show|free of|not any)\s+(.+)$/i;

/** Does the text hold a negation word? (Positive-only models read "no X" as "X".) */
export const hasNegation = (text: string) => NEGATION.test(text);

/**
 * Splits text into kept clauses and negated ones. A negated clause that starts with its negation
 * ("No music", "without people on the pier") also yields the negated thing ("music", "people on
 * the pier") for a negative field.
 */
export function splitNegations(text: string): { kept: string; dropped: string[]; negated: string[] } {
  const dropped: string[] = [];
  const negated: string[] = [];
  const sentences = text.split(/(?<=[.!?])\s+/);
  const keptSentences: string[] = [];
  for (const s of sentences) {
    if (!hasNegation(s.replace(/"[^"]*"/g, ""))) {
      keptSentences.push(s);
      continue;
    }
    const clauses = s.split(/,\s+|;\s+/);
    const keptClauses: string[] = [];
    for (const c of clauses) {
      if (!hasNegation(c.replace(/"[^"]*"/g, ""))) {
        keptClauses.push(c);
        continue;
      }
      const body = clean(c);
      dropped.push(body);
      const m = body.match(LEADING_NEGATION);
      if (m) negated.push(clean(m[1]));
    }
    if (keptClauses.length) keptSentences.push(sentence(keptClauses.join(", ")));
  }
  return { kept: keptSentences.join(" ").trim(), dropped, negated };
}

/**
 * What a line's clause says beside the line, its screenplay label and a parenthetical ("She sits on
 * the pier and whispers", "" for "PETE: Your tomatoes look nervous." or "GLORIA: (dryly) No.").
 */
export function besideLine(c: { text: string; line?: string }): string {
  const line = c.line?.trim().replace(LINE_STOPS, "");
  return (line ? c.text.split(line).join(" ") : c.text)
    .replace(/^\s*(?:[^\s:："“]+\s+){0,3}[^\s:："“]+\s*(?:\([^)]*\))?\s*[:：]/u, " ")
    .replace(/\([^)]*\)|["“”«»„「」『』.!?,]/g, " ")
    .trim();
}
