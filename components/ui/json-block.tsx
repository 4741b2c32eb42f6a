import { cn } from "@/lib/utils";

/**
 * A JSON document as scrollable, focusable monospace text (keyboard users can scroll it): the
 * generator's output, the current Pro Chat prompt, a share page and the landing example.
 */
export function JsonBlock({
  json,
  label,
  testId,
  className = "max-h-[70vh]",
}: {
  json: string;
  /** The accessible name, e.g. "Generated JSON prompt". */
  label: string;
  testId?: string;
  /** The height bound (default max-h-[70vh]). */
  className?: string;
}) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
      className={cn("overflow-auto rounded-md bg-muted p-4 font-mono text-xs leading-relaxed", className)}
    >
      {json}
    </pre>
  );
}
