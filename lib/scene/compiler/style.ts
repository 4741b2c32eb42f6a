// Stage 6d, style: the look the text asks for ("Aardman style", "16mm film", "VHS look"), the mood
// words it uses, and the references it names. Silent text leaves the style neutral.
import { MOOD_WORDS, STYLE_WORDS } from "../lexicon";
import { clean, execAll } from "./normalise";

export type StyleFacts = { styles: string[]; references: string[]; moods: string[] };

const OWN_STYLE =
  /(?<!['’])\b((?:[\p{L}\d-]+\s+){0,2}(?:style|look|aesthetic|vibes?|grade|grain|film|animation|animated|render|palette))\b/giu;
/** OWN_STYLE's head words: a text without any of them cannot match, so the costly scan is skipped. */
const STYLE_HEAD = /style|look|aesthetic|vibe|grade|grain|film|animat|render|palette/i;
const STYLE_STOP =
  /^(?:a|an|the|in|of|and|with|for|short|this|that|natural|his|her|music|folk|doc|ad|video)$/i;
const REFERENCE =
  /\b(?:in the style of|inspired by|reminiscent of|à la)\s+([^,.;!?\n]{3,40})|\b(\p{Lu}[\p{L}'’]+(?:\s+\p{Lu}[\p{L}'’]+)?)[- ](?:style|vibes|inspired|look)\b/gu;

/** Reads the style block (if any) and the style words of the text. */
export function readStyle(block: string | undefined, text: string): StyleFacts {
  const styles: string[] = [];
  if (block)
    styles.push(
      ...block
        .split(/[.;\n]+/)
        .map(clean)
        .filter(Boolean),
    );
  for (const { pattern, value } of STYLE_WORDS) {
    const m = pattern.exec(text);
    if (m && !styles.some((s) => s.toLowerCase().includes(m[0].toLowerCase())))
      styles.push(value === "photorealistic" || value === "$&" ? m[0].toLowerCase() : value);
  }
  for (const m of STYLE_HEAD.test(text) ? execAll(OWN_STYLE, text) : []) {
    const words = m[1].split(/\s+/);
    while (words.length > 1 && STYLE_STOP.test(words[0])) words.shift();
    const phrase = clean(words.join(" "));
    if (phrase.split(" ").length >= 2 && !styles.some((s) => s.toLowerCase().includes(phrase.toLowerCase())))
      styles.push(phrase);
  }
  const references = execAll(REFERENCE, text).map((m) => clean(m[1] ?? m[2]));
  // The mood word as the text writes it ("serene", not a category name the text never uses).
  const moods = [
    ...new Set(
      MOOD_WORDS.map(({ pattern }) => pattern.exec(text)?.[0].toLowerCase()).filter((m): m is string => !!m),
    ),
  ];
  return { styles: [...new Set(styles)], references: [...new Set(references)], moods };
}
