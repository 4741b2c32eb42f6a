// Lists edited as text (one item a line) and small number drafts: the storyboard editor keeps what
// the person types as a draft and writes to the document only what the draft means, so an empty line
// being typed or a half-typed number is never lost nor turned into a bad value. Pure.

/** The items of a one-item-a-line text: trimmed, blank lines dropped. */
export function textToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const listToText = (items: readonly string[]) => items.join("\n");

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Adds an item unless the list already holds it (case-insensitive); blank items are ignored. */
export function addItem(items: readonly string[], item: string): string[] {
  const value = item.trim();
  if (!value || items.some((x) => x.toLowerCase() === value.toLowerCase())) return [...items];
  return [...items, value];
}

export const DURATION_MIN = 1;
export const DURATION_MAX = 60;

/** A scene duration typed as text: whole seconds from 1 to 60, or the message to show in place. */
export function parseDuration(text: string): { ok: true; seconds: number } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed))
    return { ok: false, error: `Enter whole seconds from ${DURATION_MIN} to ${DURATION_MAX}.` };
  const seconds = Number(trimmed);
  if (seconds < DURATION_MIN || seconds > DURATION_MAX)
    return { ok: false, error: `Enter whole seconds from ${DURATION_MIN} to ${DURATION_MAX}.` };
  return { ok: true, seconds };
}
