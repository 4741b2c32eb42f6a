import type { PolicyResult } from "@/lib/content-policy";

/** Live validation messages with their suggestion lines, announced politely to screen readers. */
export function FieldFeedback({ id, result, show }: { id: string; result: PolicyResult; show: boolean }) {
  return (
    <div id={id} aria-live="polite" className="min-h-5 text-sm">
      {show &&
        result.issues.map((issue) => (
          <div key={issue.flag} className="mt-1" data-testid={`${id}-issue`}>
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
