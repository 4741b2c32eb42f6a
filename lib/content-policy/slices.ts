// The server's check of long texts (a shared document holds up to 64 kB of text): judged in slices,
// one per turn of the event loop, so that no request holds the loop for more than one slice's work
// (a few milliseconds) while other requests wait. Slices end at a sentence end (or, in one unbroken
// sentence, at a space) and overlap by OVERLAP characters, more than any rule's reach, so that a
// sentence is never judged in pieces and a rule's words are always seen together.
import { findPolicyTerms, type PolicyMatch } from "./match";

export const POLICY_SLICE = 8_000;
const OVERLAP = 1_200;

const yieldToLoop = () =>
  new Promise<void>((resolve) =>
    typeof setImmediate === "function" ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/** The end of the slice starting at `start`: after the last sentence end in its last quarter, else at a space. */
function sliceEnd(text: string, start: number): number {
  const limit = start + POLICY_SLICE;
  if (limit >= text.length) return text.length;
  const floor = start + (POLICY_SLICE * 3) / 4;
  for (let i = limit; i > floor; i--) if (/[.!?\n]/.test(text[i - 1])) return i;
  for (let i = limit; i > floor; i--) if (/\s/.test(text[i - 1])) return i;
  // One word longer than a quarter slice: end the slice after it, never inside it.
  const space = text.slice(limit).search(/\s/);
  return space < 0 ? text.length : limit + space;
}

/** Where the next slice starts: at a word start within the overlap before `end`. */
function nextStart(text: string, start: number, end: number): number {
  const from = Math.max(start + 1, end - OVERLAP);
  const space = text.slice(from, end).search(/\s/);
  return space < 0 ? end : from + space + 1;
}

/** findPolicyTerms for texts of any length, yielding to the event loop between slices. */
export async function findPolicyTermsInSlices(text: string): Promise<PolicyMatch> {
  if (text.length <= POLICY_SLICE) return findPolicyTerms(text);
  const keywords = new Set<string>();
  const themes = new Set<string>();
  for (let start = 0; start < text.length;) {
    const end = sliceEnd(text, start);
    const found = findPolicyTerms(text.slice(start, end));
    for (const k of found.keywords) keywords.add(k);
    for (const t of found.themes) themes.add(t);
    if (end >= text.length) break;
    start = nextStart(text, start, end);
    await yieldToLoop();
  }
  return { keywords: [...keywords], themes: [...themes] };
}
