// The policy's word matcher: the text becomes a list of word tokens (Unicode-aware, lower case,
// accents dropped, obvious obfuscations undone: k1ll, n@ked, s.e.x, "k i l l", killlll, f*ck), then
// banned forms and theme phrases are matched as whole words or word sequences, never as substrings,
// so "skill", "Essex" and "therapist" pass. The allow-list is applied first. Compiled once; a
// 2000-character text takes well under a millisecond, fine for every keystroke in the browser.
import {
  ALLOWED_PHRASES,
  BANNED_THEMES,
  CONTEXT_FORMS,
  INNOCENT_CONTEXT,
  KEYWORD_ENTRIES,
  PASSIVE_CUES,
  TARGET_WORDS,
} from "./banned-terms";

type Token = { word: string; squeezed: string | null; sentence: number; joined: boolean };
type Phrase = { words: string[]; label: string };

const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a" };
const LEET_EXTRA: Record<string, string> = { $: "s", "!": "i", "|": "l" };
/** Tokens such as 35mm, 4k, 1080p, 1920s, 3d, 60fps are numbers with units, not leetspeak. */
const UNIT = /^\d+(?:mm|cm|m|k|p|s|th|st|nd|rd|x|d|fps|am|pm|h|min)$/;
const WORD = /[\p{L}\p{N}@$]+(?:[!|*]+[\p{L}\p{N}@$]+)*/gu;

/** Cyrillic letters that look Latin, undone in words that mix both scripts (sеx with a Cyrillic е). */
const CONFUSABLE: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  х: "x",
  у: "y",
  і: "i",
  к: "k",
  м: "m",
  т: "t",
  н: "h",
  в: "b",
};
const squeeze = (w: string) => w.replace(/(.)\1+/gu, "$1");

function deobfuscate(raw: string): string {
  if (!/\p{L}/u.test(raw) || UNIT.test(raw)) return raw;
  const latin = /\p{Script=Latin}/u.test(raw) ? raw.replace(/[а-яі]/g, (c) => CONFUSABLE[c] ?? c) : raw;
  return latin.replace(/[0134567@$!|]/g, (c) => LEET[c] ?? LEET_EXTRA[c] ?? c);
}

/** Splits text into word tokens with their sentence index. Spaced or dotted single letters are joined. */
export function tokenize(text: string): Token[] {
  // Soft hyphens and zero-width characters hide nothing: k\u200bill is kill.
  const plain = text
    .normalize("NFKD")
    .replace(/[\p{M}\u00ad\u200b-\u200d\u2060\ufeff]+/gu, "")
    .toLowerCase();
  const pieces: { raw: string; gap: string }[] = [];
  let last = 0;
  for (const m of plain.matchAll(WORD)) {
    pieces.push({ raw: m[0], gap: plain.slice(last, m.index) });
    last = m.index + m[0].length;
  }
  const tokens: Token[] = [];
  let sentence = 0;
  for (let i = 0; i < pieces.length; i++) {
    // A run of 3+ single letters with short gaps ("k i l l", "s.e.x", "s-e-x") is one word.
    let j = i;
    while (
      j + 1 < pieces.length &&
      pieces[j].raw.length === 1 &&
      pieces[j + 1].raw.length === 1 &&
      pieces[j + 1].gap.length <= 2 &&
      !pieces[j + 1].gap.includes("\n")
    )
      j++;
    if (/[.!?;:\n]/.test(pieces[i].gap)) sentence++;
    const joined = j - i >= 2;
    const raw = joined
      ? pieces
          .slice(i, j + 1)
          .map((p) => p.raw)
          .join("")
      : pieces[i].raw;
    if (joined) i = j;
    const word = deobfuscate(raw);
    tokens.push({ word, squeezed: /(.)\1\1/u.test(word) ? squeeze(word) : null, sentence, joined });
  }
  return tokens;
}

function expand(pattern: string): string[][] {
  return pattern
    .split(" ")
    .reduce<string[][]>((acc, slot) => acc.flatMap((a) => slot.split("|").map((w) => [...a, w])), [[]]);
}

function index(phrases: Phrase[]): Map<string, Phrase[]> {
  const map = new Map<string, Phrase[]>();
  for (const p of phrases) {
    for (const key of new Set([p.words[0], squeeze(p.words[0])])) {
      const list = map.get(key) ?? [];
      list.push(p);
      map.set(key, list);
    }
  }
  return map;
}

/** The display keyword of each entry (the first form, without "~"). */
export const keywordOf = (entry: string) => entry.split(" ")[0].replace(/^~/, "").replace(/_/g, " ");

// A match is reported as the form found ("kills", "smoke weed"): the user sees which words to change.
const KEYWORD_PHRASES: Phrase[] = KEYWORD_ENTRIES.flatMap((entry) =>
  entry
    .split(" ")
    .filter((f) => !f.startsWith("~"))
    .map((f) => ({ words: f.split("_"), label: f.replace(/_/g, " ") })),
);
const KEYWORDS = index(KEYWORD_PHRASES);
const THEMES = index(BANNED_THEMES.map((t) => ({ words: t.split(" "), label: t })));
const ALLOWED = index(ALLOWED_PHRASES.flatMap((p) => expand(p).map((words) => ({ words, label: "" }))));
const CONTEXT = new Set(CONTEXT_FORMS);
const TARGETS = new Set(TARGET_WORDS);
const PASSIVE = new Set(PASSIVE_CUES);
const INNOCENT = new Set(INNOCENT_CONTEXT);
/** Before these, "shot", "beat" or "punch" is a noun: a camera shot, a drink, music, not an act. */
const NOUN_CUES = new Set(
  "a an the this that each every first second third next last final opening closing one single same whole entire my our your his their its".split(
    " ",
  ),
);
const SINGLE_FORMS = KEYWORD_PHRASES.filter((p) => p.words.length === 1);

function wordMatches(token: Token, word: string): boolean {
  return token.word === word || (token.squeezed !== null && token.squeezed === squeeze(word));
}

/** Phrases of `map` found at each position: [start, phrase]. */
function matchesAt(tokens: Token[], map: Map<string, Phrase[]>): [number, Phrase][] {
  const found: [number, Phrase][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const candidates = new Set([
      ...(map.get(t.word) ?? []),
      ...(t.squeezed ? (map.get(t.squeezed) ?? []) : []),
    ]);
    for (const p of candidates) {
      if (p.words.every((w, k) => i + k < tokens.length && wordMatches(tokens[i + k], w))) found.push([i, p]);
    }
  }
  return found;
}

/** A masked word such as "f*ck" or "sh*t": each * stands for one or two letters. */
function maskedKeyword(word: string): string | null {
  if (!word.includes("*")) return null;
  const body = word.split("*").map((s) => s.replace(/[^\p{L}]/gu, ""));
  const re = new RegExp(`^${body.join("\\p{L}{1,2}")}$`, "u");
  return SINGLE_FORMS.find((p) => re.test(p.words[0]))?.label ?? null;
}

/** After a noun "shot", these make it a gunshot ("a shot rang out", "the shots fired"). */
const GUNSHOT_CUES = new Set("rang rings ring fired echo echoes echoed".split(" "));

function contextHarm(tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (tokens.some((s) => s.sentence === t.sentence && INNOCENT.has(s.word))) return false;
  const sameSentence = (k: number) => k >= 0 && k < tokens.length && tokens[k].sentence === t.sentence;
  const before = sameSentence(i - 1) ? tokens[i - 1].word : "";
  const after = sameSentence(i + 1) ? tokens[i + 1].word : "";
  if (t.word.startsWith("shot") && GUNSHOT_CUES.has(after)) return true;
  // "a shot of", "the beat for", "a punch bowl": nouns (camera shots, drinks, music), not acts.
  if (t.word !== "shooting" && (NOUN_CUES.has(before) || after === "of")) return false;
  // "a shooting", "the shooting" with no camera in the sentence: the event.
  if (t.word === "shooting" && NOUN_CUES.has(before)) return true;
  if (PASSIVE.has(before)) return true;
  for (let k = i + 1; k <= i + 3; k++) if (sameSentence(k) && TARGETS.has(tokens[k].word)) return true;
  return false;
}

export type PolicyMatch = { keywords: string[]; themes: string[] };

/** Banned keyword forms (in order of appearance) and theme phrases found in the text. */
export function findPolicyTerms(text: string): PolicyMatch {
  const tokens = tokenize(text);
  const allowed = new Array<boolean>(tokens.length).fill(false);
  for (const [i, p] of matchesAt(tokens, ALLOWED))
    for (let k = 0; k < p.words.length; k++) allowed[i + k] = true;
  const hits: [number, string][] = [];
  const banned = new Array<boolean>(tokens.length).fill(false);
  for (const [i, p] of matchesAt(tokens, KEYWORDS)) {
    if (p.words.every((_, k) => allowed[i + k])) continue;
    hits.push([i, p.label]);
    for (let k = 0; k < p.words.length; k++) banned[i + k] = true;
  }
  tokens.forEach((t, i) => {
    // Each word is reported once: "shots fired" is not also "shots".
    if (allowed[i] || banned[i]) return;
    if (CONTEXT.has(t.word) && contextHarm(tokens, i)) hits.push([i, t.word]);
    const masked = maskedKeyword(t.word);
    if (masked) hits.push([i, masked]);
    // Inside a joined run of single letters ("a s e x"), a banned word may sit among other letters.
    if (t.joined && !hits.some(([h]) => h === i)) {
      const inner = SINGLE_FORMS.find((p) => p.words[0].length >= 3 && t.word.includes(p.words[0]));
      if (inner) hits.push([i, inner.label]);
    }
  });
  hits.sort((a, b) => a[0] - b[0]);
  return {
    keywords: [...new Set(hits.map(([, label]) => label))],
    themes: [...new Set(matchesAt(tokens, THEMES).map(([, p]) => p.label))],
  };
}

/** Whether the text holds any banned keyword or theme (used on AI output before it is shown). */
export function violatesPolicy(text: string): boolean {
  const m = findPolicyTerms(text);
  return m.keywords.length > 0 || m.themes.length > 0;
}
