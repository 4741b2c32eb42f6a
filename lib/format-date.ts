// The one date formatter of the screens: a fixed locale ("en-US") so the server and every browser
// write the same text, a date ("Nov 23, 2026") or a date and time, and a word for "no date".

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: "numeric", minute: "2-digit" };

/** Formats a Date or an ISO string; `empty` stands for null, undefined and unparsable values. */
export function formatDate(
  value: Date | string | null | undefined,
  { time = false, empty = "N/A", timeZone }: { time?: boolean; empty?: string; timeZone?: string } = {},
): string {
  if (value === null || value === undefined) return empty;
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return empty;
  return date.toLocaleString("en-US", { ...(time ? DATE_TIME : DATE), timeZone });
}
