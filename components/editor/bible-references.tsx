"use client";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { PromptDocument } from "@/lib/scene/schema";
import type { Operation } from "@/lib/scene/edit";
import {
  referenceEntries,
  referenceOps,
  type ReferenceEntry as Entry,
  type ReferenceKind as Kind,
} from "@/lib/references/entries";
import { uploadReferenceImage } from "@/lib/references/browser-upload";
import { REFERENCE_ACCEPT } from "@/lib/references/vocabulary";

const KIND_WORDS: Record<Kind, string> = { cast: "cast member", place: "place", prop: "prop" };

function ReferenceRow({
  document,
  entry,
  edit,
  announce,
}: {
  document: PromptDocument;
  entry: Entry;
  edit: (ops: Operation[]) => string | undefined;
  announce: (text: string) => void;
}) {
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const label = entry.reference?.label ?? "";
  const image = entry.reference?.image;
  const [draft, setDraft] = useState(label);
  const [seen, setSeen] = useState(label);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (seen !== label) {
    setSeen(label);
    setDraft(label);
  }

  function apply(nextLabel: string, nextImage: string | undefined, success: string) {
    const error = edit(referenceOps(document, entry, nextLabel, nextImage));
    setMessage({ text: error ?? success, error: Boolean(error) });
    announce(error ?? success);
  }

  function commitLabel() {
    if (draft.trim() === label.trim()) return;
    if (!draft.trim() && !entry.reference) return;
    apply(draft, image, `Reference label for ${entry.name} set.`);
  }

  async function upload(chosen: File | undefined) {
    if (!chosen) return;
    setBusy(true);
    setMessage({ text: "Uploading…", error: false });
    try {
      const path = await uploadReferenceImage(chosen);
      apply(draft, path, `Reference image for ${entry.name} attached.`);
    } catch (e) {
      const text = e instanceof Error ? e.message : "The upload failed. Please try again.";
      setMessage({ text, error: true });
      announce(text);
    } finally {
      setBusy(false);
      if (file.current) file.current.value = "";
    }
  }

  const title = `${entry.name} (${KIND_WORDS[entry.kind]})`;
  return (
    <li className="min-w-0 space-y-2 rounded-md border p-3" data-testid="reference-entry">
      <fieldset className="min-w-0 space-y-2">
        <legend className="text-sm font-medium break-words">{title}</legend>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-label`} className="text-sm">
            Reference label for {entry.name}
          </label>
          <Input
            id={`${id}-label`}
            value={draft}
            maxLength={200}
            placeholder={entry.kind === "cast" ? `${entry.name}'s face` : entry.name}
            onChange={(e) => setDraft(e.target.value)}
            onBlur={commitLabel}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                commitLabel();
              }
            }}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm">
            Reference image for {entry.name}
          </label>
          <input
            id={`${id}-file`}
            ref={file}
            type="file"
            accept={REFERENCE_ACCEPT}
            disabled={busy}
            aria-describedby={`${id}-help`}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <p id={`${id}-help`} className="text-xs text-muted-foreground">
            JPEG, PNG, WebP or GIF, up to 5 MB. Only you can see it (and people you share the prompt with).
          </p>
        </div>
        {image && (
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            {image.startsWith("/api/references/") ? (
              // eslint-disable-next-line @next/next/no-img-element -- private, per-visitor image: no optimiser
              <img
                src={image}
                alt={`Reference image for ${entry.name}`}
                className="h-16 w-16 rounded object-cover"
                data-testid="reference-thumbnail"
              />
            ) : (
              <span className="min-w-0 break-all text-xs">{image}</span>
            )}
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                apply(draft, undefined, `Reference image for ${entry.name} removed. Undo brings it back.`)
              }
            >
              Remove image<span className="sr-only"> for {entry.name}</span>
            </Button>
          </div>
        )}
        {message && (
          <p className={message.error ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
            {message.text}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/** The bible's reference slots (issue 27): a label and an uploaded image per cast member, place or prop. */
export function BibleReferences({
  document,
  edit,
  announce,
}: {
  document: PromptDocument;
  edit: (ops: Operation[]) => string | undefined;
  announce: (text: string) => void;
}) {
  const headingId = useId();
  const entries = referenceEntries(document);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2" data-testid="bible-references">
      <h3 id={headingId} className="text-base font-semibold">
        Reference images
      </h3>
      <p className="text-sm text-muted-foreground">
        Give a cast member, place or prop a label and an image: the Reference images mode names it in the
        prompt and lists which image goes in which slot.
      </p>
      <ul className="min-w-0 space-y-2">
        {entries.map((e) => (
          <ReferenceRow
            key={`${e.kind}:${e.name}`}
            document={document}
            entry={e}
            edit={edit}
            announce={announce}
          />
        ))}
      </ul>
    </section>
  );
}
