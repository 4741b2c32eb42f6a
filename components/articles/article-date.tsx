import { formatDate } from "@/lib/format-date";

/** A machine-readable date in a fixed, locale-independent format (server-rendered). */
export function ArticleDate({ date, label }: { date: Date; label?: string }) {
  const text = formatDate(date, { timeZone: "UTC" });
  return (
    <time dateTime={date.toISOString()}>
      {label ? `${label} ` : ""}
      {text}
    </time>
  );
}
