"use client";
import { useId, useState, type KeyboardEvent } from "react";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { addItem, listToText, parseDuration, sameList, textToList } from "@/lib/editor/list-text";

const labelClass = "text-sm font-medium";
const errorClass = "text-sm text-destructive";

/** A labelled text input or textarea bound to one text field of the document. */
export function TextField({
  label,
  value,
  onChange,
  onDone,
  multiline = false,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onDone: () => void;
  multiline?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const common = {
    id,
    value,
    placeholder,
    maxLength: 2000,
    onBlur: onDone,
  };
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

/**
 * Keeps what is typed as a draft and re-reads the document's value only when it changes to something
 * the draft does not already mean (undo, the JSON editor), so a line being typed is never lost.
 */
function useSyncedDraft<T>(value: T, toText: (v: T) => string, same: (draft: string, v: T) => boolean) {
  const [draft, setDraft] = useState(() => toText(value));
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (!same(draft, value)) setDraft(toText(value));
  }
  return [draft, setDraft] as const;
}

/** A list edited as text, one item a line (sounds, music cues, props). */
export function ListTextField({
  label,
  value,
  onChange,
  onDone,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useSyncedDraft(value, listToText, (d, v) => sameList(textToList(d), v));
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Textarea
        id={id}
        rows={2}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setDraft(e.target.value);
          const items = textToList(e.target.value);
          if (!sameList(items, value)) onChange(items);
        }}
        onBlur={onDone}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        One per line.
      </p>
    </div>
  );
}

/** A list of words picked from a vocabulary or typed freely: each a removable chip, plus an Add input. */
export function ChipsField({
  label,
  value,
  suggestions,
  onChange,
  context,
}: {
  label: string;
  value: string[];
  suggestions: readonly string[];
  onChange: (value: string[]) => void;
  /** Said after each chip's Remove ("from scene 2's camera moves"). */
  context: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const add = () => {
    const next = addItem(value, text);
    if (next.length !== value.length) onChange(next);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  };
  return (
    <div className="grid min-w-0 gap-1.5" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      {value.length > 0 && (
        <ul className="flex min-w-0 flex-wrap gap-1.5" aria-label={`${label}: ${value.length} chosen`}>
          {value.map((item) => (
            <li
              key={item}
              className="flex min-w-0 max-w-full items-center gap-1 rounded-full border bg-muted py-0.5 pl-3 pr-1 text-sm"
            >
              <span className="min-w-0 break-words">{item}</span>
              <button
                type="button"
                className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${item} ${context}`}
                onClick={() => onChange(value.filter((v) => v !== item))}
              >
                <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex min-w-0 gap-2">
        <label htmlFor={id} className="sr-only">
          Add to {label.toLowerCase()}
        </label>
        <Input
          id={id}
          list={`${id}-options`}
          value={text}
          placeholder="Pick or type, then Add"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={500}
          className="min-w-0"
        />
        <datalist id={`${id}-options`}>
          {suggestions
            .filter((s) => !value.includes(s))
            .map((s) => (
              <option key={s} value={s} />
            ))}
        </datalist>
        <Button type="button" variant="outline" onClick={add} disabled={!text.trim()}>
          <Plus aria-hidden />
          Add<span className="sr-only"> to {label.toLowerCase()}</span>
        </Button>
      </div>
    </div>
  );
}

/** A scene's duration in whole seconds; a value out of range stays as typed, with the reason beside it. */
export function DurationField({
  value,
  onChange,
  onDone,
}: {
  value: number;
  onChange: (seconds: number) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useSyncedDraft(
    value,
    (v) => String(v),
    (d, v) => {
      const parsed = parseDuration(d);
      return parsed.ok && parsed.seconds === v;
    },
  );
  const parsed = parseDuration(draft);
  const error = parsed.ok ? null : parsed.error;
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={labelClass}>
        Duration (seconds)
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={60}
        step={1}
        value={draft}
        className="w-28"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          const next = parseDuration(e.target.value);
          if (next.ok && next.seconds !== value) onChange(next.seconds);
        }}
        onBlur={onDone}
      />
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}

export { errorClass, labelClass };
