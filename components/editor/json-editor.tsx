"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { parseDocumentDraft } from "@/lib/editor/json-draft";
import type { PromptDocument } from "@/lib/scene/schema";

const pretty = (doc: PromptDocument) => JSON.stringify(doc, null, 2);

/**
 * The document's raw JSON as an editable text. A valid draft becomes the document at once (one undo
 * step per typing run); an invalid one stays exactly as typed, with the problems listed under it,
 * while the last valid document stays in use.
 */
export function JsonEditor({
  document: doc,
  onValid,
  onDone,
}: {
  document: PromptDocument;
  onValid: (doc: PromptDocument) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(() => pretty(doc));
  const [errors, setErrors] = useState<string[]>([]);
  const [seen, setSeen] = useState(doc);
  // The draft applied last: when the document changes to anything else (a card edit, undo), a valid
  // draft is rewritten from it; an invalid draft is kept, never overwritten.
  const [applied, setApplied] = useState<PromptDocument | null>(doc);
  if (seen !== doc) {
    setSeen(doc);
    if (errors.length === 0 && JSON.stringify(doc) !== JSON.stringify(applied)) {
      setDraft(pretty(doc));
      setApplied(doc);
    }
  }

  function change(text: string) {
    setDraft(text);
    const result = parseDocumentDraft(text);
    if (result.ok) {
      setErrors([]);
      setApplied(result.document);
      onValid(result.document);
    } else setErrors(result.errors);
  }

  const invalid = errors.length > 0;
  return (
    <details className="min-w-0 rounded-xl border bg-card p-3 sm:p-4" data-testid="json-editor">
      <summary className="cursor-pointer text-sm font-semibold">Edit the raw JSON</summary>
      <div className="mt-3 grid min-w-0 gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Prompt JSON
        </label>
        <Textarea
          id={id}
          value={draft}
          rows={16}
          spellCheck={false}
          className="font-mono text-xs"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-status`}
          onChange={(e) => change(e.target.value)}
          onBlur={onDone}
        />
        <div id={`${id}-status`} role="status" aria-live="polite" className="min-w-0 text-sm">
          {invalid ? (
            <div className="space-y-1 text-destructive" data-testid="json-errors">
              <p className="font-medium">Not applied: the storyboard keeps its last valid version.</p>
              <ul className="list-disc space-y-0.5 break-words pl-5">
                {errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-muted-foreground">Valid JSON: changes apply as you type.</p>
          )}
        </div>
        {invalid && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => {
              setDraft(pretty(doc));
              setErrors([]);
              setApplied(doc);
            }}
          >
            Discard the invalid draft
          </Button>
        )}
      </div>
    </details>
  );
}
