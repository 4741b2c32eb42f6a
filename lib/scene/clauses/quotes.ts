// 2. Quotes: every quoted line is lifted out behind a private marker so that commas and full stops
// inside it never split a clause. Markers are Unicode private-use characters the creator's text can
// never hold (they are removed from the input first), so typed text cannot reach the marker syntax.
import { isScareQuote, QUOTE_RE } from "../compiler/normalise";

const OPEN = "\uE000";
const CLOSE = "\uE001";
const PRIVATE = /[\uE000-\uE001]/g;
export const MARKER_RE = /\uE000(\d+)\uE001/g;
export const HAS_MARKER = /\uE000\d+\uE001/;

export interface Protected {
  text: string;
  quotes: string[];
}

/** The text with each quote replaced by a marker, and the quotes verbatim. */
export function protect(input: string): Protected {
  const quotes: string[] = [];
  const clean = input.replace(PRIVATE, "");
  const text = clean.replace(QUOTE_RE, (...m: string[]) => {
    const inner = m.slice(1, 7).find((g) => g !== undefined) ?? "";
    if (isScareQuote(m[0], inner, Number(m[7]), clean)) return m[0];
    quotes.push(inner);
    return `${OPEN}${quotes.length - 1}${CLOSE}`;
  });
  return { text, quotes };
}

/** Puts the quotes back, in straight double quotes. */
export function restore(text: string, quotes: string[]): string {
  return text.replace(MARKER_RE, (_, i: string) => `"${quotes[Number(i)] ?? ""}"`);
}
