import { screenplayBlocks } from "./screenplay";

// Stage 1, normalise: one line-ending style, trimmed text, and every quoted line lifted out into a
// placeholder so that punctuation inside quotes never splits sentences or feeds other fields.
import { isKnownVerb } from "../lexicon";
import { NAMED_THINGS, SPEECH_VERBS } from "./vocabulary";

export type Normalised = {
  /** The user's text, trimmed, with \n line endings. */
  source: string;
  /** The source with each quote replaced by ⟦n⟧ (⟦n·⟧ when the quote ends its sentence). */
  body: string;
  /** The quoted lines, verbatim, in order. */
  quotes: string[];
};

// " ", “ ”, „ “ (or „ " as a German keyboard types it), « », 「」 and ' ' (a single quote only where it cannot be an apostrophe; inside
// one, an apostrophe between letters stays part of the line: 'You're going down.').
export const QUOTE_RE =
  /"([^"\n]{1,600})"|“([^“”\n]{1,600})”|„([^„“”"\n]{1,600})[“”"]|«\s?([^«»\n]{1,600}?)\s?»|「([^「」\n]{1,600})」|(?<![\p{L}\p{N}])['‘](\S(?:[^'‘’\n]|(?<=\p{L})['’](?=\p{L})){0,300}?\S)['’](?![\p{L}\p{N}])/gu;
export const PLACEHOLDER_RE = /⟦(\d*)·?⟧/g;

/** Normalises the text and lifts its quotes out. */
export function normalise(description: string): Normalised {
  const source = screenplayBlocks(
    (description ?? "")
      // The placeholder brackets are the compiler's own syntax: typed ones become plain brackets, so
      // user text can never reach a placeholder (a typed "⟦1⟧" used to crash the compile, 24.5).
      .replace(/[⟦⟧]/g, (c) => (c === "⟦" ? "[" : "]"))
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t]+/g, " ")
      .replace(/\n{3,}/g, "\n\n")
      // The compiler's own markers (⟦n⟧) can never come from the creator's text.
      .replace(/⟦/g, "[")
      .replace(/⟧/g, "]")
      .trim(),
  );
  const quotes: string[] = [];
  const body = source.replace(QUOTE_RE, (...m: string[]) => {
    const text = m.slice(1, 7).find((g) => g !== undefined) ?? "";
    if (isScareQuote(m[0], text, Number(m[7]), source)) return m[0];
    quotes.push(text);
    return `⟦${quotes.length - 1}${/[.!?！？。]\s*$/u.test(text) ? "·" : ""}⟧`;
  });
  return { source, body, quotes };
}

// What names the words in quotes rather than speaking them: a sign, a title, a song.
const NAMES_WORDS = new RegExp(
  `(?:${SPEECH_VERBS}|reads?|saying|titled|called|named|labell?ed|marked|sign|signs|word|words|text|caption|song|track|logo|slogan|tagline)\\s+$`,
  "iu",
);
// What introduces the name of a brand, a shop, a boat or a pet: 'an ad for "Fizzly"', 'a café called
// "Luna"' (a song's, a sign's or a card's name is what is heard or shown, read elsewhere).
const NAME_BEFORE =
  /(?<![\p{L}])(?:for|called|named|dubbed|nicknamed|brand(?:ed)?|para|pour|für|llamad[oa]s?|appel[ée]e?s?|nommée?s?|genannt|chiamat[oa]|chamad[oa]s?)\s+$/iu;
// 'our food truck "Taco Luna"', 'the band "The Owls"': a named thing right before its name.
const NAMED_THING_BEFORE = new RegExp(`(?<![\\p{L}])(?:${NAMED_THINGS.join("|")})\\s+$`, "iu");
const SHOWN_OR_HEARD_BEFORE =
  /(?<![\p{L}])(?:song|track|tune|album|anthem|sign|caption|title|card|text|slogan|tagline|banner|poster|line|words?)\s+(?:[\p{L}'’-]+\s+)?$/iu;

/** A short name in quotes ('an ad for "Fizzly"'): capitalised, at most four words, no sentence stop. */
function isQuotedName(inner: string, before: string): boolean {
  const words = inner.trim();
  return (
    /^[\p{Lu}\d]/u.test(words) &&
    words.split(/\s+/).length <= 4 &&
    !/[.!?,;:…。！？]/u.test(words) &&
    (NAME_BEFORE.test(before) || NAMED_THING_BEFORE.test(before)) &&
    !SHOWN_OR_HEARD_BEFORE.test(before)
  );
}

/**
 * A word or two in double quotes in the middle of a sentence ("Cut to the rocket "flying" through a
 * hand-drawn space"): the creator's emphasis, kept as written, never a spoken line.
 */
export function isScareQuote(match: string, inner: string, at: number, whole: string): boolean {
  if (!/^["“]/.test(match)) return false;
  if (isQuotedName(inner, whole.slice(Math.max(0, at - 40), at))) return true;
  const words = inner.trim();
  if (!words || words.split(/\s+/).length > 2 || /[.!?,;:…。！？]$/u.test(words)) return false;
  const before = whole.slice(Math.max(0, at - 40), at);
  const after = whole.slice(at + match.length, at + match.length + 3);
  // Right after a noun phrase ("the rocket "flying" through"), never after a verb ("goes "thanks hun"").
  const noun =
    /(?<![\p{L}])(?:the|a|an|his|her|their|its|my|our|this|that)\s+(?:[\p{L}'’-]+\s+){0,2}?([\p{L}'’-]+)\s$/iu.exec(
      before,
    );
  return Boolean(noun) && !isKnownVerb(noun![1]) && !NAMES_WORDS.test(before) && /^\s\p{Ll}/u.test(after);
}

/** Puts the quotes back, in straight double quotes. */
export function restoreQuotes(text: string, quotes: string[]): string {
  return text.replace(PLACEHOLDER_RE, (_, i: string) => `"${quotes[Number(i)]}"`);
}

/** The text without its quotes (for extraction: nothing inside a quote is a fact about the scene). */
export function withoutQuotes(text: string): string {
  return text.replace(PLACEHOLDER_RE, " ").replace(/ {2,}/g, " ");
}

/** Collapses spaces and trims stray punctuation at both ends. */
export function clean(s: string): string {
  const t = s.replace(/\s+/g, " ");
  // Trimmed by index (a regex anchored at the end would be tried at every position).
  let start = 0;
  let end = t.length;
  while (start < end && LEAD_TRIM.has(t[start])) start++;
  while (end > start && TRAIL_TRIM.has(t[end - 1])) end--;
  return t.slice(start, end).trim();
}
const TRAIL_TRIM = new Set([" ", ",", ";", ":", "-", "–", "—"]);
const LEAD_TRIM = new Set([...TRAIL_TRIM, "."]);

/** Sentences of a text (placeholders keep their quotes' sentence ends). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。！？]|·⟧)\s+(?=[\p{Lu}\p{N}⟦"“(\[])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
export const cap = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/**
 * Every match of a global pattern, in order. The compiler's hot paths use this instead of
 * `text.matchAll(re)`, which copies the pattern on every call (measured: a third of the compiler's time).
 */
export function execAll(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    if (m[0] === "") re.lastIndex += re.unicode && (text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1;
  }
  re.lastIndex = 0;
  return out;
}
