// Titles for the document and its scenes: the first clause of the text, without a lead-in label,
// transition word, time phrase or appositive, cut before a prepositional phrase when too long.
import { cap, clean, withoutQuotes } from "./normalise";

const TRANSITION =
  /^(?:first|firstly|then|next|after that|afterwards|afterward|later|finally|eventually|at last|in the end|meanwhile|moments later|soon after)\b,?\s*/i;
const TRAILING_SMALL =
  /\s+(?:a|an|the|and|or|of|in|on|at|to|by|with|for|from|into|through|across|along|while|as|his|her|their|its|who|that|which)$/i;
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
  // "A barber, Sal, trims a fade": the name after its role, not the role alone or the name alone.
  text = text.replace(
    /^(?:[Aa]n?|[Tt]he|[Hh]is|[Hh]er|[Tt]heir)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?,\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?),\s*(?=\p{Ll})/u,
    "$1 ",
  );
  const label = text.match(/^([^.:!?]{1,40}):\s*/);
  if (label && label[1].split(" ").length <= 4) text = text.slice(label[0].length);
  const lead = text.match(/^([^,.;]{1,30}),\s*/);
  if (lead && lead[1].split(" ").length <= 3) text = text.slice(lead[0].length);
  const words = clean(text.split(/[,.;:!?]|\s(?:while|as|and then|when|because)\s/)[0])
    .replace(/^(?:a|an|the)\s+/i, "")
    .split(" ")
    .filter(Boolean);
  let end = Math.min(words.length, maxWords);
  if (words.length > maxWords) {
    let cut = false;
    for (let i = maxWords; i >= 3; i--)
      if (CUT_BEFORE.test(words[i] ?? "")) {
        end = i;
        cut = true;
        break;
      }
    // No preposition to cut before: finish the phrase ("... Down a Muddy Path", never "... a Muddy")
    // when it ends within three more words or before a preposition, else keep the cut.
    // The words the title would end on, once trailing small words are dropped.
    let k = end - 1;
    while (k > 0 && TRAILING_SMALL.test(` ${words[k]}`)) k--;
    const last = words[k] ?? "";
    const open =
      /(?:ing|s)$/i.test(last) ||
      /^(?:up|down|out|off|over|away|back|around)$/i.test(last) ||
      /^(?:a|an|the|his|her|their|its|my|our)$/i.test(words[k - 1] ?? "");
    for (
      let j = maxWords + 1;
      !cut && open && /^[\p{Script=Latin}\d'’-]+$/u.test(last) && j <= maxWords + 3;
      j++
    )
      if (j >= words.length || CUT_BEFORE.test(words[j]) || /^(?:and|as|while|then)$/i.test(words[j])) {
        end = Math.min(j, words.length);
        cut = true;
      }
  }
  let title = words.slice(0, end).join(" ");
  while (TRAILING_SMALL.test(title)) title = title.replace(TRAILING_SMALL, "");
  return titleCase(title.replace(/^(?:a|an|the)\s+/i, ""));
}
