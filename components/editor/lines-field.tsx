"use client";
import { useId, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { errorClass, labelClass } from "./fields";

type Line = { character: string; line: string };

const NEEDS_BOTH = "A line needs a speaker and words.";

/** One line of dialogue: speaker and words, kept as typed until both are filled in. */
function LineRow({
  value,
  index,
  castListId,
  onChange,
  onRemove,
  onDone,
}: {
  value: Line;
  index: number;
  castListId: string;
  onChange: (line: Line) => void;
  onRemove: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (draft.character.trim() !== value.character || draft.line.trim() !== value.line) setDraft(value);
  }
  const incomplete = !draft.character.trim() || !draft.line.trim();
  const set = (next: Line) => {
    setDraft(next);
    const clean = { character: next.character.trim(), line: next.line.trim() };
    if (clean.character && clean.line && (clean.character !== value.character || clean.line !== value.line))
      onChange(clean);
  };
  const n = index + 1;
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-speaker`} className="text-xs font-medium">
          Speaker, line {n}
        </label>
        <Input
          id={`${id}-speaker`}
          list={castListId}
          value={draft.character}
          maxLength={200}
          aria-invalid={!draft.character.trim() || undefined}
          aria-describedby={incomplete ? `${id}-error` : undefined}
          onChange={(e) => set({ ...draft, character: e.target.value })}
          onBlur={onDone}
        />
      </div>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-line`} className="text-xs font-medium">
          Words, line {n}
        </label>
        <Input
          id={`${id}-line`}
          value={draft.line}
          maxLength={600}
          aria-invalid={!draft.line.trim() || undefined}
          aria-describedby={incomplete ? `${id}-error` : undefined}
          onChange={(e) => set({ ...draft, line: e.target.value })}
          onBlur={onDone}
        />
      </div>
      <Button type="button" variant="ghost" size="sm" onClick={onRemove} className="justify-self-start">
        <Trash2 aria-hidden />
        Remove<span className="sr-only"> line {n}</span>
      </Button>
      {incomplete && (
        <p id={`${id}-error`} className={`${errorClass} sm:col-span-3`}>
          {NEEDS_BOTH} Until then the line keeps its last complete version.
        </p>
      )}
    </li>
  );
}

/** A scene's lines of dialogue with their speakers: edit, remove, add. */
export function LinesField({
  lines,
  castNames,
  onSet,
  onRemove,
  onAdd,
  onDone,
}: {
  lines: Line[];
  castNames: string[];
  onSet: (index: number, line: Line) => void;
  onRemove: (index: number) => void;
  onAdd: (line: Line) => void;
  onDone: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Line>({ character: "", line: "" });
  const [tried, setTried] = useState(false);
  const complete = draft.character.trim() && draft.line.trim();
  const add = () => {
    setTried(true);
    if (!complete) return;
    onAdd({ character: draft.character.trim(), line: draft.line.trim() });
    setDraft({ character: draft.character, line: "" });
    setTried(false);
  };
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className={`${labelClass} mb-1.5`}>Lines</legend>
      <datalist id={`${id}-cast`}>
        {castNames.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {lines.length > 0 && (
        <ol className="grid min-w-0 gap-2">
          {lines.map((l, i) => (
            <LineRow
              key={i}
              value={l}
              index={i}
              castListId={`${id}-cast`}
              onChange={(line) => onSet(i, line)}
              onRemove={() => onRemove(i)}
              onDone={onDone}
            />
          ))}
        </ol>
      )}
      <div className="grid min-w-0 gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-new-speaker`} className="text-xs font-medium">
            New line: speaker
          </label>
          <Input
            id={`${id}-new-speaker`}
            list={`${id}-cast`}
            value={draft.character}
            maxLength={200}
            onChange={(e) => setDraft({ ...draft, character: e.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-new-line`} className="text-xs font-medium">
            New line: words
          </label>
          <Input
            id={`${id}-new-line`}
            value={draft.line}
            maxLength={600}
            aria-describedby={tried && !complete ? `${id}-new-error` : undefined}
            onChange={(e) => setDraft({ ...draft, line: e.target.value })}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button type="button" variant="outline" size="sm" onClick={add} className="justify-self-start">
          <Plus aria-hidden />
          Add line
        </Button>
        {tried && !complete && (
          <p id={`${id}-new-error`} className={`${errorClass} sm:col-span-3`}>
            {NEEDS_BOTH}
          </p>
        )}
      </div>
    </fieldset>
  );
}
