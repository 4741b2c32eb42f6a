/** A machine-readable date in a fixed, locale-independent format (server-rendered). */
export function ArticleDate({ date, label }: { date: Date; label?: string }) {
  const text = date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return (
    <time dateTime={date.toISOString()}>
      {label ? `${label} ` : ""}
      {text}
    </time>
  );
}
