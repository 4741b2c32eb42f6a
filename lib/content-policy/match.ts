// The policy's matcher. The text is normalised (./normalize.ts: invisible characters dropped, look-alike
// letters folded, camelCase split), cut into word tokens (obvious obfuscations undone: k1ll, n@ked,
// s.e.x, "k i l l", killlll, f*ck) and read three ways:
//   1. banned keyword forms and theme phrases, as whole words or word sequences, never as substrings
//      ("skill", "Essex" and "therapist" pass), after the allow-list of innocent idioms; a banned word
//      inside a compound with a listed partner ("serialkiller", "bloodsoaked") and a one-letter typo of
//      a banned word that is not itself an English word ("murderd", not "laughter") count too;
//   2. context words ("shot", "beat") that are harmful only with a target or a passive near them;
//   3. the rules of ./vocabulary.ts, which judge meaning in a window (a sentence, or 64 tokens of a
//      longer one): an intent, an object and their context words, unless an innocent context is there.
//      The semantic frames of ./frames.ts are more such rules, their one-word entries matched by stem
//      (./stem.ts) and their phrases by the stems of their words; a hashtag in one piece is split into
//      the policy's words; and keywords are let through in a genre's context (tolerances), never a frame.
// Every step is linear in the text: each token is visited a bounded number of times (the `policyWork`
// counter lets tests check it), and nothing depends on how many times a word repeats.
import {
  ALLOWED_PHRASES,
  BANNED_THEMES,
  CONTEXT_FORMS,
  INNOCENT_CONTEXT,
  KEYWORD_ENTRIES,
  PASSIVE_CUES,
  TARGET_WORDS,
} from "./banned-terms";
import { NEAR_MISS_WORDS } from "./data/near-misses";
import { FRAME_CONCEPTS, FRAME_RULES, NEAR_MISS_EXTRA, TOLERANCE_CONCEPTS, TOLERANCES } from "./frames";
import type { FrameRule } from "./vocabulary";
import { normalizeText } from "./normalize";
import { stem } from "./stem";
import {
  COMPOUND_PREFIXES,
  COMPOUND_SUFFIXES,
  CONCEPTS,
  GENRE_TOLERATED,
  OTHER_LANGUAGE_KEYWORDS,
  RULES,
} from "./vocabulary";

/** A concept of ./vocabulary.ts or ./frames.ts. */
type Concept = string;

type Token = { word: string; squeezed: string | null; sentence: number; joined: boolean };
type Phrase = { words: string[]; label: string };

/** Work done by the matcher (tokens and candidates visited), for the linear-work tests. */
export const policyWork = { steps: 0 };

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a" };
const LEET_EXTRA: Record<string, string> = { $: "s", "!": "i", "|": "l" };
/** Tokens such as 35mm, 4k, 1080p, 1920s, 3d, 60fps are numbers with units, not leetspeak. */
const UNIT = /^\d+(?:mm|cm|m|k|p|s|th|st|nd|rd|x|d|fps|am|pm|h|min)$/;
const WORD = /[\p{L}\p{M}\p{N}@$]+(?:[!|*]+[\p{L}\p{M}\p{N}@$]+)*/gu;
/** A window of a long sentence: rules look for their words within this many tokens (windows overlap by half). */
const WINDOW = 64;
/** A genre's context tolerates its keywords this many windows (sentences) before and after its own. */
const TOLERANCE_REACH = 3;
/** Longer tokens are not read for compounds, typos or masks (no word is that long). */
const LONG_TOKEN = 24;

/** A set of the space-separated words of a data string. */
const wordSet = (words: string) => new Set(words.split(" "));
const squeeze = (w: string) => w.replace(/(.)\1+/gu, "$1");

const PLAIN = /^[a-z]+$/;

function deobfuscate(raw: string): string {
  if (PLAIN.test(raw)) return raw;
  if (!/\p{L}/u.test(raw) || UNIT.test(raw)) return raw;
  return raw.replace(/[0134567@$!|]/g, (c) => LEET[c] ?? LEET_EXTRA[c] ?? c);
}

/** Whether a word holds a letter three times in a row ("killll"). */
function hasTriple(w: string): boolean {
  for (let i = 2; i < w.length; i++) if (w[i] === w[i - 1] && w[i] === w[i - 2]) return true;
  return false;
}

/** Whether text[from, to) holds a sentence break (. ! ? ; or a new line; a colon introduces what follows). */
function breaksSentence(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 46 || c === 33 || c === 63 || c === 59 || c === 10) return true;
    // 。 (CJK full stop), । and ॥ (Devanagari danda): sentence ends in Chinese, Japanese and Hindi.
    if (c === 0x3002 || c === 0xff61 || c === 0x0964 || c === 0x0965) return true;
  }
  return false;
}

/** Splits text into word tokens with their sentence index. Spaced or dotted single letters are joined. */
export function tokenize(text: string): Token[] {
  const plain = normalizeText(text);
  const raws: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(plain); m !== null; m = WORD.exec(plain)) {
    raws.push(m[0]);
    starts.push(m.index);
    ends.push(m.index + m[0].length);
  }
  const gapBefore = (k: number) => (k === 0 ? [0, starts[0]] : [ends[k - 1], starts[k]]);
  const tokens: Token[] = [];
  let sentence = 0;
  for (let i = 0; i < raws.length; i++) {
    policyWork.steps++;
    // A run of 3+ single letters with short gaps ("k i l l", "s.e.x", "s-e-x") is one word.
    let j = i;
    while (
      j + 1 < raws.length &&
      raws[j].length === 1 &&
      raws[j + 1].length === 1 &&
      starts[j + 1] - ends[j] <= 2 &&
      !plain.slice(ends[j], starts[j + 1]).includes("\n")
    ) {
      policyWork.steps++;
      j++;
    }
    const [gapStart, gapEnd] = gapBefore(i);
    if (breaksSentence(plain, gapStart, gapEnd)) sentence++;
    const joined = j - i >= 2;
    const raw = joined ? raws.slice(i, j + 1).join("") : raws[i];
    if (joined) i = j;
    const word = deobfuscate(raw);
    // A hashtag or handle written in one piece ("#gasthejews") is read as the words it is made of.
    const mark = starts[i] > 0 ? plain[starts[i] - 1] : "";
    const parts = !joined && (mark === "#" || mark === "@") ? segmentTag(word) : (cjkWords(word) ?? null);
    for (const part of parts ?? [word])
      tokens.push({ word: part, squeezed: hasTriple(part) ? squeeze(part) : null, sentence, joined });
  }
  return tokens;
}

/** Words a hashtag may be made of: the policy's own words and common short words (set below). */
let SEGMENT_WORDS: Set<string> | null = null;
const SEGMENT_MAX = 15;
const SHORT_WORDS =
  "a i the all them they we you he she it my your our his her to of in on at for and or is are be no not go get out back home die love hate free stop ban".split(
    " ",
  );

const SHORT_SET = new Set(SHORT_WORDS);

/** The words of a one-piece hashtag, fewest first, or null; at most SEGMENT_MAX tries per letter. */
function segmentTag(word: string): string[] | null {
  if (word.length < 6 || word.length > LONG_TOKEN || !PLAIN.test(word) || !SEGMENT_WORDS) return null;
  const best: number[] = [0];
  const from: number[] = [0];
  for (let k = 1; k <= word.length; k++) {
    best[k] = Infinity;
    for (let len = 1; len <= Math.min(SEGMENT_MAX, k); len++) {
      policyWork.steps++;
      if (best[k - len] + 1 < best[k] && SEGMENT_WORDS.has(word.slice(k - len, k))) {
        best[k] = best[k - len] + 1;
        from[k] = k - len;
      }
    }
  }
  if (!Number.isFinite(best[word.length]) || best[word.length] < 2) return null;
  const parts: string[] = [];
  for (let k = word.length; k > 0; k = from[k]) parts.unshift(word.slice(from[k], k));
  // A short word and one more is how innocent words split badly ("the rapist" in "therapist"): kept whole.
  if (parts.length === 2 && SHORT_SET.has(parts[0])) return null;
  return parts;
}

/**
 * Chinese, Japanese and Korean write words together ("教你如何用别人的身份证"; Korean adds particles to
 * words: "알약을"). A token holding such letters is read as the policy's words found in it, longest
 * first from each letter (at most CJK_MAX letters tried per letter, so linear), with Latin parts kept
 * as they are. Letters that start no known word are skipped; null when the token has no CJK letter.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/u;
const CJK_MAX = 16;
let CJK_WORDS: Set<string> | null = null;
function cjkWords(word: string): string[] | null {
  if (!CJK.test(word) || !CJK_WORDS) return null;
  const chars = [...word];
  const out: string[] = [];
  let latin = "";
  for (let i = 0; i < chars.length;) {
    policyWork.steps++;
    if (!CJK.test(chars[i])) {
      latin += chars[i++];
      continue;
    }
    if (latin) out.push(latin);
    latin = "";
    let found = 0;
    for (let len = Math.min(CJK_MAX, chars.length - i); len >= 1 && !found; len--) {
      policyWork.steps++;
      if (CJK_WORDS.has(chars.slice(i, i + len).join(""))) found = len;
    }
    if (found) out.push(chars.slice(i, i + found).join(""));
    i += found || 1;
  }
  if (latin) out.push(latin);
  return out;
}

/** "a/s/ed" gives a, as, aed; "x|y" gives x, y. */
function expandSlot(slot: string): string[] {
  return slot.split("|").flatMap((alt) => {
    const [base, ...suffixes] = alt.split("/");
    return [base, ...suffixes.map((s) => base + s)];
  });
}

/** "a|b_c/s" gives the word lists [a c], [a cs], [b c], [b cs]. */
function expandPhrase(pattern: string, separator: string): string[][] {
  return pattern
    .split(separator)
    .reduce<string[][]>((acc, slot) => acc.flatMap((a) => expandSlot(slot).map((w) => [...a, w])), [[]]);
}

/** Phrases in a word trie: a token is matched against the words that can follow, never every phrase. */
type Trie<P> = { next: Map<string, Trie<P>>; squeezed: Map<string, Trie<P>[]>; ends: P[] };
const trieNode = <P>(): Trie<P> => ({ next: new Map(), squeezed: new Map(), ends: [] });

function index<P extends { words: string[] }>(phrases: P[]): Trie<P> {
  const root = trieNode<P>();
  for (const p of phrases) {
    let node = root;
    for (const w of p.words) {
      let child = node.next.get(w);
      if (!child) {
        child = trieNode<P>();
        node.next.set(w, child);
        // "killlll" (squeezed "kil") matches "kill": reachable by the squeezed form too.
        const key = squeeze(w);
        node.squeezed.set(key, [...(node.squeezed.get(key) ?? []), child]);
      }
      node = child;
    }
    node.ends.push(p);
  }
  return root;
}

/** The display keyword of each entry (the first form, without "~"). */
export const keywordOf = (entry: string) => entry.split(" ")[0].replace(/^~/, "").replace(/_/g, " ");

/** Entries in other scripts are normalised as the text is (Korean syllables decomposed, marks dropped). */
const normalWords = (words: string[]) => words.map((w) => (PLAIN.test(w) ? w : normalizeText(w)));

// A match is reported as the form found ("kills", "smoke weed"): the user sees which words to change.
const KEYWORD_PHRASES: Phrase[] = [...KEYWORD_ENTRIES, ...OTHER_LANGUAGE_KEYWORDS].flatMap((entry) =>
  entry
    .split(" ")
    .filter((f) => !f.startsWith("~"))
    .map((f) => ({ words: normalWords(f.split("_")), label: f.replace(/_/g, " ") })),
);
const KEYWORDS = index(KEYWORD_PHRASES);
const THEMES = index(BANNED_THEMES.map((t) => ({ words: t.split(" "), label: t })));
const ALLOWED = index(
  ALLOWED_PHRASES.flatMap((p) => expandPhrase(p, " ").map((words) => ({ words, label: "" }))),
);
const CONTEXT = new Set(CONTEXT_FORMS);
const TARGETS = new Set(TARGET_WORDS);
const PASSIVE = new Set(PASSIVE_CUES);
const INNOCENT = new Set(INNOCENT_CONTEXT);
/**
 * Keyword labels let through in a genre's context (./frames.ts TOLERANCES, and the western's weapons of
 * ./vocabulary.ts): a bit per tolerance, set for a token when its window holds the context and no blocker.
 */
const ALL_TOLERANCES = [
  { name: "genre", context: "genre", blockers: [] as readonly string[], forms: GENRE_TOLERATED },
  ...TOLERANCES,
];
const TOLERATED_BY = new Map<string, number>();
ALL_TOLERANCES.forEach((t, bit) => {
  for (const f of t.forms) {
    const label = f.replace(/_/g, " ");
    TOLERATED_BY.set(label, (TOLERATED_BY.get(label) ?? 0) | (1 << bit));
  }
});
/** Before these, "shot", "beat" or "punch" is a noun: a camera shot, a drink, music, not an act. */
const NOUN_CUES = wordSet(
  "a an the this that each every first second third next last final opening closing one single same whole entire my our your his their its",
);
/**
 * Content named only to say it is absent ("no gore", "without blood or nudity", "gore-free", "sin sangre"):
 * these keywords are not refused after a negation in the same sentence, with only other such words or
 * list words between. Any other keyword, and every frame, is judged as before.
 */
const NEGATABLE = wordSet(
  "gore gory blood bloody bloodshed violence nudity nude naked sex swearing cursing profanity drugs drug killing deaths",
);
const NEGATORS = wordSet(
  "no without zero non sin sans ohne kein keine keinerlei senza niente nessun nessuna sem nada nothing never",
);
const LIST_WORDS = wordSet(
  "or and nor ni ou oder o e y et und any real actual graphic explicit excessive much too scary visible",
);
const NEGATION_REACH = 4;
function negated(tokens: Token[], i: number): boolean {
  if (!NEGATABLE.has(tokens[i].word)) return false;
  const next = tokens[i + 1];
  if (next && next.sentence === tokens[i].sentence && next.word === "free") return true;
  for (
    let k = i - 1;
    k >= Math.max(0, i - NEGATION_REACH) && tokens[k].sentence === tokens[i].sentence;
    k--
  ) {
    policyWork.steps++;
    const w = tokens[k].word;
    if (NEGATORS.has(w)) return true;
    if (!LIST_WORDS.has(w) && !NEGATABLE.has(w)) return false;
  }
  return false;
}
const SINGLE_FORMS = KEYWORD_PHRASES.filter((p) => p.words.length === 1);
const SINGLE_BY_WORD = new Map(SINGLE_FORMS.map((p) => [p.words[0], p.label]));

type ConceptPhrase = { words: string[]; concept: Concept };
const ALL_CONCEPTS: [Concept, readonly string[]][] = [
  ...Object.entries(CONCEPTS),
  ...Object.entries(FRAME_CONCEPTS),
  ...Object.entries(TOLERANCE_CONCEPTS),
];
/** Frame entries of one word match every word with the same stem, unless written "=word" (exact). */
const STEMMED = new Set<Concept>([...Object.keys(FRAME_CONCEPTS), ...Object.keys(TOLERANCE_CONCEPTS)]);
const STEM_CONCEPTS = new Map<string, Concept[]>();
const conceptPhrases: ConceptPhrase[] = [];
for (const [concept, lines] of ALL_CONCEPTS)
  for (const entry of lines.flatMap((line) => line.split(/\s+/)).filter(Boolean)) {
    const exact = entry.startsWith("=");
    for (const words of expandPhrase(exact ? entry.slice(1) : entry, "_").map(normalWords)) {
      conceptPhrases.push({ words, concept });
      if (words.length !== 1 || exact || !STEMMED.has(concept)) continue;
      const key = stem(words[0]);
      const list = STEM_CONCEPTS.get(key) ?? [];
      if (!list.includes(concept)) list.push(concept);
      STEM_CONCEPTS.set(key, list);
    }
  }
const CONCEPT_INDEX = index<ConceptPhrase>(conceptPhrases);
/** Frame phrases by the stems of their words: "knocking out" finds "knock out", "take all" finds "takes all". */
const STEM_PHRASE_INDEX = index<ConceptPhrase>(
  conceptPhrases
    .filter((p) => p.words.length > 1 && STEMMED.has(p.concept))
    .map((p) => ({ words: p.words.map(stem), concept: p.concept })),
);
const CONCEPT_WORDS = new Set([...CONCEPT_INDEX.next.keys()]);
CJK_WORDS = new Set(
  [...conceptPhrases.flatMap((p) => p.words), ...KEYWORD_PHRASES.flatMap((p) => p.words)].filter(
    (w) => CJK.test(w) && [...w].length <= CJK_MAX,
  ),
);
SEGMENT_WORDS = new Set(
  [
    ...conceptPhrases.flatMap((p) => p.words),
    ...KEYWORD_PHRASES.flatMap((p) => p.words),
    ...SHORT_WORDS,
  ].filter((w) => PLAIN.test(w) && (w.length >= 2 || w === "a" || w === "i")),
);

/** Every rule (the first vocabulary's and the frames), found by its first concept. */
const ALL_RULES: readonly FrameRule[] = [...RULES, ...FRAME_RULES];
const RULES_BY_FIRST = new Map<Concept, FrameRule[]>();
for (const rule of ALL_RULES)
  RULES_BY_FIRST.set(rule.all[0], [...(RULES_BY_FIRST.get(rule.all[0]) ?? []), rule]);

// Compounds: banned words of 3+ letters that may be written together with a listed partner.
const COMPOUND_HEADS = new Set(SINGLE_FORMS.map((p) => p.words[0]).filter((w) => w.length >= 3));
const PREFIXES = new Set(COMPOUND_PREFIXES);
const SUFFIXES = new Set(COMPOUND_SUFFIXES);

// Typos: banned single words of 5+ letters, found again from a token one edit away (a letter
// missing, added, changed or two swapped), unless the token is an English word (NEAR_MISS_WORDS).
const FUZZY_MIN = 5;
const NEAR_MISS = new Set([...NEAR_MISS_WORDS, ...NEAR_MISS_EXTRA]);
function deletions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < w.length; i++) out.push(w.slice(0, i) + w.slice(i + 1));
  return out;
}
const FUZZY_FORMS = new Set(
  SINGLE_FORMS.map((p) => p.words[0]).filter((w) => w.length >= FUZZY_MIN && /^[a-z]+$/.test(w)),
);
const FUZZY_DELETES = new Map<string, string[]>();
for (const form of FUZZY_FORMS)
  for (const d of new Set(deletions(form))) FUZZY_DELETES.set(d, [...(FUZZY_DELETES.get(d) ?? []), form]);

/** Whether a and b are one edit apart (insertion, deletion, substitution or adjacent swap). */
function oneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Words already judged for compounds and typos (texts repeat words; the browser re-checks each keystroke). */
const EXTRA_MEMO = new Map<string, string | null>();
const EXTRA_MEMO_MAX = 20_000;

/** The banned word inside a compound or behind a typo, or null; bounded work per distinct word. */
function wordExtra(word: string): string | null {
  if (word.length < FUZZY_MIN || word.length > LONG_TOKEN) return null;
  const known = EXTRA_MEMO.get(word);
  if (known !== undefined) return known;
  const found = compoundOf(word) ?? typoOf(word);
  if (EXTRA_MEMO.size >= EXTRA_MEMO_MAX) EXTRA_MEMO.clear();
  EXTRA_MEMO.set(word, found);
  return found;
}

/** The banned single word a typo stands for ("murderd", "stabbs", "assasin"), or null. */
function typoOf(word: string): string | null {
  if (NEAR_MISS.has(word) || !PLAIN.test(word)) return null;
  if (CONCEPT_WORDS.has(word) || SINGLE_BY_WORD.has(word)) return null;
  const candidates = new Set<string>(FUZZY_DELETES.get(word) ?? []);
  for (const d of deletions(word)) {
    policyWork.steps++;
    if (FUZZY_FORMS.has(d)) candidates.add(d);
    for (const f of FUZZY_DELETES.get(d) ?? []) candidates.add(f);
  }
  for (const form of candidates) if (oneEdit(word, form)) return SINGLE_BY_WORD.get(form) ?? null;
  return null;
}

const INNER_MAX = Math.max(...SINGLE_FORMS.map((p) => p.words[0].length));

/** A banned word of 3+ letters anywhere inside a joined run of single letters ("asexb"), or null. */
function innerKeyword(word: string): string | null {
  for (let i = 0; i + 3 <= word.length; i++)
    for (let len = 3; len <= INNER_MAX && i + len <= word.length; len++) {
      policyWork.steps++;
      const label = SINGLE_BY_WORD.get(word.slice(i, i + len));
      if (label) return label;
    }
  return null;
}

/** The banned word inside a compound with a listed partner ("serialkiller", "pornstar"), or null. */
function compoundOf(word: string): string | null {
  if (word.length < 6 || word.length > LONG_TOKEN) return null;
  for (let k = 2; k <= word.length - 2; k++) {
    policyWork.steps++;
    const head = word.slice(0, k);
    const tail = word.slice(k);
    if (COMPOUND_HEADS.has(head) && (SUFFIXES.has(tail) || COMPOUND_HEADS.has(tail)))
      return SINGLE_BY_WORD.get(head) ?? null;
    if (PREFIXES.has(head) && COMPOUND_HEADS.has(tail)) return SINGLE_BY_WORD.get(tail) ?? null;
  }
  return null;
}

/** Phrases of the trie found at each position: [start, phrase]. */
function matchesAt<P extends { words: string[] }>(tokens: Token[], trie: Trie<P>): [number, P][] {
  const found: [number, P][] = [];
  for (let i = 0; i < tokens.length; i++) walk(tokens, i, trie, i, found);
  return found;
}

/** Follows the trie from `node` with the token at k (its word, or its squeezed form). */
function walk<P>(tokens: Token[], k: number, node: Trie<P>, start: number, found: [number, P][]): void {
  policyWork.steps++;
  if (k >= tokens.length) return;
  const t = tokens[k];
  const direct = node.next.get(t.word);
  if (direct) {
    for (const p of direct.ends) found.push([start, p]);
    if (direct.next.size > 0) walk(tokens, k + 1, direct, start, found);
  }
  if (t.squeezed === null) return;
  for (const child of node.squeezed.get(t.squeezed) ?? []) {
    if (child === direct) continue;
    for (const p of child.ends) found.push([start, p]);
    if (child.next.size > 0) walk(tokens, k + 1, child, start, found);
  }
}

/** Single banned words by first letter, for masked words ("f*ck" is only tried against words in f). */
const FORMS_BY_INITIAL = new Map<string, Phrase[]>();
for (const p of SINGLE_FORMS)
  FORMS_BY_INITIAL.set(p.words[0][0], [...(FORMS_BY_INITIAL.get(p.words[0][0]) ?? []), p]);

/** A masked word such as "f*ck" or "sh*t": each * stands for one or two letters. */
function maskedKeyword(word: string): string | null {
  if (!word.includes("*") || word.length > LONG_TOKEN) return null;
  const body = word.split("*").map((s) => s.replace(/[^\p{L}]/gu, ""));
  const re = new RegExp(`^${body.join("\\p{L}{1,2}")}$`, "u");
  const forms = body[0] ? (FORMS_BY_INITIAL.get(body[0][0]) ?? []) : SINGLE_FORMS;
  policyWork.steps += forms.length;
  return forms.find((p) => re.test(p.words[0]))?.label ?? null;
}

function inSentence(tokens: Token[], k: number, sentence: number): boolean {
  return k >= 0 && k < tokens.length && tokens[k].sentence === sentence;
}

/** After a noun "shot", these make it a gunshot ("a shot rang out", "the shots fired"). */
const GUNSHOT_CUES = wordSet("rang rings ring fired echo echoes echoed");

function contextHarm(tokens: Token[], i: number, innocentSentence: boolean): boolean {
  const t = tokens[i];
  if (innocentSentence) return false;
  const before = inSentence(tokens, i - 1, t.sentence) ? tokens[i - 1].word : "";
  const after = inSentence(tokens, i + 1, t.sentence) ? tokens[i + 1].word : "";
  if (t.word.startsWith("shot") && GUNSHOT_CUES.has(after)) return true;
  // "a shot of", "the beat for", "a punch bowl": nouns (camera shots, drinks, music), not acts.
  if (t.word !== "shooting" && (NOUN_CUES.has(before) || after === "of")) return false;
  // "a shooting", "the shooting" with no camera in the sentence: the event.
  if (t.word === "shooting" && NOUN_CUES.has(before)) return true;
  if (PASSIVE.has(before)) return true;
  for (let k = i + 1; k <= i + 3; k++) {
    policyWork.steps++;
    if (inSentence(tokens, k, t.sentence) && TARGETS.has(tokens[k].word)) return true;
  }
  return false;
}

/** Harm words a thing may suffer (the "thing" tolerance's forms): "the heat is killing her tomatoes". */
const THING_HARM = new Set(TOLERANCES.find((t) => t.name === "thing")?.forms ?? []);
const OBJECT_REACH = 3;
/** A person pronoun or an instrument before the thing: "killing him, the engine running", "with music". */
const OBJECT_STOPS = wordSet("him them me us you with using by");
/** Whether the harm word at i has a thing for its object: one within three words, no person before it. */
function thingObject(tokens: Token[], conceptsAt: (Concept[] | undefined)[], i: number): boolean {
  for (let k = i + 1; k <= i + OBJECT_REACH && k < tokens.length; k++) {
    if (tokens[k].sentence !== tokens[i].sentence) return false;
    if (OBJECT_STOPS.has(tokens[k].word)) return false;
    const cs = conceptsAt[k] ?? [];
    if (cs.includes("t_person")) return false;
    if (cs.includes("t_thing") || cs.includes("t_object")) return true;
  }
  return false;
}

/** Windows of token positions: each sentence, cut into overlapping windows when it is long. */
function windowsOf(tokens: Token[]): [number, number][] {
  const windows: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= tokens.length; i++) {
    if (i < tokens.length && tokens[i].sentence === tokens[start].sentence) continue;
    if (i - start <= WINDOW) windows.push([start, i]);
    else
      for (let s = start; s < i; s += WINDOW / 2) {
        windows.push([s, Math.min(i, s + WINDOW)]);
        if (s + WINDOW >= i) break;
      }
    start = i;
  }
  return windows;
}

/** The first position in the sorted list that is >= min, from a pointer that only moves forward. */
function advance(list: number[], from: number, min: number): number {
  let p = from;
  while (p < list.length && list[p] < min) {
    policyWork.steps++;
    p++;
  }
  return p;
}

/** Whether the concepts occur in one window as the rule asks (order, distance), by moving pointers. */
function ruleHolds(concepts: readonly Concept[], at: Map<Concept, number[]>, near: number, ordered: boolean) {
  const lists = concepts.map((c) => at.get(c) ?? []);
  if (lists.some((l) => l.length === 0)) return false;
  const first = lists[0];
  if (lists.length === 1) return true;
  const pointers = lists.map(() => 0);
  for (const a of first) {
    policyWork.steps++;
    let ok = true;
    let previous = a;
    for (let k = 1; k < lists.length; k++) {
      if (ordered) {
        pointers[k] = advance(lists[k], pointers[k], previous + 1);
        const p = lists[k][pointers[k]];
        if (p === undefined || p - a > near) {
          ok = false;
          break;
        }
        previous = p;
      } else {
        pointers[k] = advance(lists[k], pointers[k], a - near);
        const p = lists[k][pointers[k]];
        if (p === undefined || p > a + near) {
          ok = false;
          break;
        }
      }
    }
    if (ok) return true;
  }
  return false;
}

export type PolicyMatch = { keywords: string[]; themes: string[] };

/** Banned keyword forms (in order of appearance) and theme phrases found in the text. */
export function findPolicyTerms(text: string): PolicyMatch {
  const tokens = tokenize(text);
  const n = tokens.length;

  // Meaning: concepts at each position, then the rules in each window.
  const conceptsAt: (Concept[] | undefined)[] = new Array(n);
  for (const [i, p] of matchesAt(tokens, CONCEPT_INDEX)) (conceptsAt[i] ??= []).push(p.concept);
  const stems: Token[] = tokens.map((t) => {
    policyWork.steps++;
    return { ...t, word: t.word.length > LONG_TOKEN ? t.word : stem(t.word), squeezed: null };
  });
  stems.forEach((t, i) => {
    const stemmed = STEM_CONCEPTS.get(t.word);
    if (stemmed) (conceptsAt[i] ??= []).push(...stemmed);
  });
  for (const [i, p] of matchesAt(stems, STEM_PHRASE_INDEX)) (conceptsAt[i] ??= []).push(p.concept);
  const themes = new Set(matchesAt(tokens, THEMES).map(([, p]) => p.label));
  const meanings = new Set<string>();
  const tolerated = new Array<number>(n).fill(0);
  const windows = windowsOf(tokens);
  // Per window: the tolerances whose context it holds, and those it blocks.
  const contextBits: number[] = [];
  const blockedBits: number[] = [];
  windows.forEach(([start, end]) => {
    const at = new Map<Concept, number[]>();
    for (let i = start; i < end; i++)
      for (const c of conceptsAt[i] ?? []) {
        policyWork.steps++;
        const list = at.get(c) ?? [];
        if (list[list.length - 1] !== i) list.push(i);
        at.set(c, list);
      }
    let context = 0;
    let blocked = 0;
    ALL_TOLERANCES.forEach((t, bit) => {
      if (at.has(t.context)) context |= 1 << bit;
      if (t.blockers.some((b) => at.has(b))) blocked |= 1 << bit;
    });
    contextBits.push(context);
    blockedBits.push(blocked);
    // Only the rules whose first concept is in the window are tried: the work follows the text.
    for (const first of at.keys())
      for (const rule of RULES_BY_FIRST.get(first) ?? []) {
        policyWork.steps++;
        if (meanings.has(rule.label)) continue;
        if (!rule.all.every((c) => at.has(c)) || rule.unless?.some((c) => at.has(c))) continue;
        if (ruleHolds(rule.all, at, rule.near ?? WINDOW, rule.ordered ?? false)) meanings.add(rule.label);
      }
  });
  // A genre's context counts a few sentences around it ("A cowboy by the fire. He polishes his pistol."),
  // the way a document's fields split one scene; a blocker counts only in its own window.
  windows.forEach(([start, end], w) => {
    let mask = 0;
    for (
      let v = Math.max(0, w - TOLERANCE_REACH);
      v <= Math.min(windows.length - 1, w + TOLERANCE_REACH);
      v++
    ) {
      policyWork.steps++;
      mask |= contextBits[v];
    }
    mask &= ~blockedBits[w];
    if (mask) for (let i = start; i < end; i++) tolerated[i] |= mask;
  });
  const isTolerated = (label: string, i: number) => ((TOLERATED_BY.get(label) ?? 0) & tolerated[i]) !== 0;

  // Words: the allow-list first, then banned forms, context words, masks, compounds and typos.
  const allowed = new Array<boolean>(n).fill(false);
  for (const [i, p] of matchesAt(tokens, ALLOWED))
    for (let k = 0; k < p.words.length; k++) allowed[i + k] = true;
  const hits: [number, string][] = [];
  const banned = new Array<boolean>(n).fill(false);
  for (const [i, p] of matchesAt(tokens, KEYWORDS)) {
    if (p.words.every((_, k) => allowed[i + k])) continue;
    if (isTolerated(p.label, i)) continue;
    if (p.words.length === 1 && negated(tokens, i)) continue;
    if (p.words.length === 1 && THING_HARM.has(p.label) && thingObject(tokens, conceptsAt, i)) continue;
    hits.push([i, p.label]);
    for (let k = 0; k < p.words.length; k++) banned[i + k] = true;
  }
  // Sentences with an innocent context word (a camera, a drink, a sport), found in one pass.
  const innocentSentences = new Set<number>();
  for (const t of tokens) if (INNOCENT.has(t.word)) innocentSentences.add(t.sentence);
  tokens.forEach((t, i) => {
    policyWork.steps++;
    // Each word is reported once: "shots fired" is not also "shots".
    if (allowed[i] || banned[i]) return;
    if (CONTEXT.has(t.word) && contextHarm(tokens, i, innocentSentences.has(t.sentence))) {
      hits.push([i, t.word]);
      return;
    }
    const found =
      maskedKeyword(t.word) ??
      // Inside a joined run of single letters ("a s e x"), a banned word may sit among other letters.
      (t.joined ? innerKeyword(t.word) : null) ??
      wordExtra(t.word);
    if (found && !isTolerated(found, i)) hits.push([i, found]);
  });
  hits.sort((a, b) => a[0] - b[0]);
  const keywords = [...new Set(hits.map(([, label]) => label))];
  // The meaning rules catch what the words miss: a text already refused for its words is reported
  // for its words (and the spec's theme phrases), as before.
  if (keywords.length === 0) for (const m of meanings) themes.add(m);
  return { keywords, themes: [...themes] };
}

/** Whether the text holds any banned keyword or theme (used on AI output before it is shown). */
export function violatesPolicy(text: string): boolean {
  const m = findPolicyTerms(text);
  return m.keywords.length > 0 || m.themes.length > 0;
}
