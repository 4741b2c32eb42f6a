import { compileScene } from "@/lib/scene/compiler";
import { JsonBlock } from "@/components/ui/json-block";

/** The plain description the landing page's before/after example starts from. */
export const BEFORE_AFTER_DESCRIPTION =
  'At sunset, Maya, a young surfer, waxes her board on a quiet beach while waves crash behind her. Close-up of her smiling face. She says "One more wave before dark." Then a slow aerial drone shot follows her paddling out into the golden water.';

/** The document the real local compiler makes of the example description. */
export function beforeAfterDocument() {
  return compileScene({ description: BEFORE_AFTER_DESCRIPTION, duration: 8 });
}

// The example never changes: compiled once per server process, not on every landing request.
let exampleJson: string | undefined;

/** The landing's before/after example (docs/product-spec.md §1): a plain description beside its generated JSON. */
export function BeforeAfterExample() {
  const json = (exampleJson ??= JSON.stringify(beforeAfterDocument(), null, 2));
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <figure className="min-w-0 rounded-xl border bg-card p-6 shadow-sm">
        <figcaption className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Before: your idea
        </figcaption>
        <blockquote className="text-lg leading-relaxed">{BEFORE_AFTER_DESCRIPTION}</blockquote>
      </figure>
      <figure className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <figcaption className="mb-3 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          After: a structured JSON prompt
        </figcaption>
        <JsonBlock json={json} label="Generated JSON prompt example" className="max-h-96" />
      </figure>
    </div>
  );
}
