// Text normalisation before matching, as the Unicode security guidelines (UTS #39) describe for
// detecting confusable text: compatibility decomposition (NFKD: fullwidth and mathematical letters
// become plain ones), every default-ignorable code point and combining mark dropped (zero-width and
// bidi controls, U+2062 invisible times, tag characters U+E0000-E0FFF, Hangul fillers U+115F, U+1160,
// U+3164, U+FFA0, variation selectors, soft hyphen, combining grapheme joiner), camelCase split into
// words, then look-alike letters (Greek, Cyrillic, Cherokee, Latin variants) folded to the ASCII
// letter they imitate with the confusables data (./data/confusables.ts), before and after lower-casing.
import { CONFUSABLE_LETTERS } from "./data/confusables";

const FOLD = new Map<string, string>();
for (const [letter, chars] of Object.entries(CONFUSABLE_LETTERS))
  for (const ch of chars) FOLD.set(ch, letter);

// Marks of the Indic scripts (U+0900-U+0DFF: Devanagari to Sinhala) are vowel signs that spell the word
// ("मुसलमान" is not "मसलमन"): they are kept, every other mark is dropped.
const HIDDEN = /(?:\p{Default_Ignorable_Code_Point}|(?![\u0900-\u0DFF])\p{M})+/gu;
/** "killEveryone", "SexyTime": a word boundary between two lower-case letters and a capitalised word. */
const CAMEL = /(\p{Ll}\p{Ll}|\p{Lu}\p{Ll})(?=\p{Lu}\p{Ll}{2})|(\p{Ll}\p{Ll})(?=\p{Lu}\p{Ll})/gu;
/** "xXDrugLord": a capital that starts a capitalised word after another capital ("XD rug" is not split). */
const CAMEL_CAPS = /(\p{Lu})(?=\p{Lu}\p{Ll}{2})/gu;
const NON_ASCII = /[^\x00-\x7f]/gu;
const fold = (c: string) => FOLD.get(c) ?? c;

/** Lower-case text with invisible characters removed and look-alike letters folded to ASCII. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(HIDDEN, "")
    .replace(CAMEL, (m) => `${m} `)
    .replace(CAMEL_CAPS, "$1 ")
    .replace(NON_ASCII, fold)
    .toLowerCase()
    .replace(NON_ASCII, fold);
}
