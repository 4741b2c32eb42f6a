import { ShieldCheck } from "lucide-react";

/** The content guidelines shown beside the form (docs/product-spec.md §2). */
export const CONTENT_GUIDELINES = [
  "Family-friendly content only",
  "No sexual, violent or explicit content",
  "No hate speech",
  "No illegal activity or drugs",
  "No text overlays (a limit of the video generator)",
] as const;

export function ContentGuidelines() {
  return (
    <section aria-labelledby="guidelines-heading" className="rounded-lg border bg-accent/40 p-4">
      <h2 id="guidelines-heading" className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <ShieldCheck className="h-4 w-4 text-primary" aria-hidden />
        Content guidelines
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
        {CONTENT_GUIDELINES.map((g) => (
          <li key={g}>{g}</li>
        ))}
      </ul>
    </section>
  );
}
