// Titles for the document and its scenes: the first clause of the text, without a lead-in label,
// transition word, time phrase or appositive, cut before a prepositional phrase when too long.
import { cap, clean, withoutQuotes } from "./normalise";

const TRANSITION =
  /^(?:first|firstly|then|next|after that|afterwards|afterward|later|finally|eventually|at last|in the end|meanwhile|moments later|soon after)\b,?\s*/i;
const TRAILING_SMALL =
  /\s+(?:a|an|the|and|or|of|in|on|at|to|by|with|for|from|into|through|across|along|while|as|his|her|their|its)$/i;
const SMALL = new Set(["a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "by", "with", "for"]);
const CUT_BEFORE = /^(?:on|in|at|into|through|across|along|under|over|near|by|with|from|toward|towards)$/i;

const titleCase = (s: string) =>
  s
    .split(" ")
    .map((w, i) => (i > 0 && SMALL.has(w.toLowerCase()) ? w.toLowerCase() : cap(w)))
    .join(" ");

/** A short title from a text (up to `maxWords` words), or "" when the text has no words. */
export function deriveTitle(sceneText: string, maxWords = 6): string {
  let text = clean(withoutQuotes(sceneText))
    .replace(/^\s*\d+[.)]\s*/, "")
    .replace(TRANSITION, "")
    .replace(/(\p{Lu}[\p{L}'’-]+),\s*(?:a|an|the|his|her|their)\s+[^,.;]{2,60},/gu, "$1");
  // "The baker, an old man named Aldo, slides ...": the apposition is not the title.
  text = text.replace(/^([^,.;:]{1,30}),\s*(?:a|an|the|his|her|their|its)\s+[^,.;]{2,60},\s*/iu, "$1 ");
  const label = text.match(/^([^.:!?]{1,40}):\s*/);
  if (label && label[1].split(" ").length <= 4) text = text.slice(label[0].length);
  const lead = text.match(/^([^,.;]{1,30}),\s*/);
  if (lead && lead[1].split(" ").length <= 3) text = text.slice(lead[0].length);
  const words = clean(text.split(/[,.;:!?]|\s(?:while|as|and then|when|because)\s/)[0])
    .replace(/^(?:a|an|the)\s+/i, "")
    .split(" ")
    .filter(Boolean);
  let end = Math.min(words.length, maxWords);
  if (words.length > maxWords)
    for (let i = maxWords; i >= 3; i--)
      if (CUT_BEFORE.test(words[i] ?? "")) {
        end = i;
        break;
      }
  let title = words.slice(0, end).join(" ");
  while (TRAILING_SMALL.test(title)) title = title.replace(TRAILING_SMALL, "");
  return titleCase(title.replace(/^(?:a|an|the)\s+/i, ""));
}
