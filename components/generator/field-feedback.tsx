import type { PolicyResult } from "@/lib/content-policy";

/**
 * Live validation messages with their suggestion lines, announced politely to screen readers. The
 * region is always there (for the announcements) but takes no room while empty: each message brings
 * its own space above it, so an empty region leaves the form's gaps even.
 */
export function FieldFeedback({ id, result, show }: { id: string; result: PolicyResult; show: boolean }) {
  return (
    <div id={id} aria-live="polite" className="text-sm">
      {show &&
        result.issues.map((issue) => (
          <div key={issue.flag} className="pt-2" data-testid={`${id}-issue`}>
            <p className="font-medium text-destructive">{issue.message}</p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {issue.suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
