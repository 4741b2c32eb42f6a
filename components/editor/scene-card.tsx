"use client";
import { type DragEvent, type ReactNode } from "react";
import { ArrowDown, ArrowUp, CopyPlus, GripVertical, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { readField, type Operation, type SceneField } from "@/lib/scene/edit";
import { CAMERA_ANGLE_WORDS, CAMERA_MOVE_WORDS } from "@/lib/editor/vocabulary";
import type { Scene } from "@/lib/scene/schema";
import { cn } from "@/lib/utils";
import { ChipsField, DurationField, ListTextField, TextField } from "./fields";
import { LinesField } from "./lines-field";

export type SceneCardActions = {
  edit: (ops: Operation[], key?: string | null) => string | undefined;
  endRun: () => void;
  move: (from: number, to: number) => void;
  duplicate: (n: number) => void;
  remove: (n: number) => void;
};

/** One input of a scene card: a text (one line or several), a list as text, or chips with suggestions. */
type FieldInput =
  | { kind: "text"; field: SceneField; label: string; multiline?: boolean }
  | { kind: "list"; field: SceneField; label: string }
  | { kind: "chips"; field: SceneField; label: string; suggestions: readonly string[] };
/** A card row: one input, or inputs side by side. */
type FieldRow = FieldInput | FieldInput[];

const text = (field: SceneField, label: string, multiline = false): FieldInput => ({
  kind: "text",
  field,
  label,
  multiline,
});
const list = (field: SceneField, label: string): FieldInput => ({ kind: "list", field, label });

/** The card's inputs in order, before the dialogue lines and the duration. */
const MAIN_FIELDS: FieldRow[] = [
  text("title", "Title"),
  text("description", "Subject and action", true),
  [text("location", "Place"), text("time_of_day", "Time"), text("lighting", "Light")],
  { kind: "chips", field: "camera_movements", label: "Camera moves", suggestions: CAMERA_MOVE_WORDS },
  { kind: "chips", field: "camera_angles", label: "Camera angles", suggestions: CAMERA_ANGLE_WORDS },
  [list("sound_effects", "Sounds"), list("music_cues", "Music")],
];

/** The inputs under "More fields". */
const MORE_FIELDS: FieldRow[] = [
  text("background_details", "Background"),
  text("mood", "Mood"),
  text("style_notes", "Style notes"),
  list("props", "Props"),
  text("notes", "Notes", true),
];

/** The id of a scene card's control, so focus can follow a scene that moved. */
export const controlId = (base: string, n: number, control: "up" | "down" | "heading") =>
  `${base}-scene-${n}-${control}`;

/** One scene of the storyboard as a card of inputs, with its move, duplicate and delete controls. */
export function SceneCard({
  scene,
  n,
  count,
  idBase,
  castNames,
  actions,
  active,
  onActivate,
  dragging,
  onDragStart,
  onDrop,
  preview,
}: {
  scene: Scene;
  /** 1-based position. */
  n: number;
  count: number;
  idBase: string;
  castNames: string[];
  actions: SceneCardActions;
  active: boolean;
  onActivate: () => void;
  dragging: number | null;
  onDragStart: (n: number | null) => void;
  onDrop: (to: number) => void;
  preview: ReactNode;
}) {
  const { edit, endRun } = actions;
  const headingId = controlId(idBase, n, "heading");

  const renderInput = (f: FieldInput) => {
    // Typing merges into one undo step per field (the key); a chip added or removed is a step of its own.
    const set = (value: string | string[]) =>
      edit(
        [{ op: "set_field", scene: n, field: f.field, value }],
        f.kind === "chips" ? undefined : `${n}:${f.field}`,
      );
    if (f.kind === "chips")
      return (
        <ChipsField
          key={f.field}
          label={f.label}
          value={readField(scene, f.field) as string[]}
          suggestions={f.suggestions}
          onChange={set}
          context={`from scene ${n}'s ${f.label.toLowerCase()}`}
        />
      );
    if (f.kind === "list")
      return (
        <ListTextField
          key={f.field}
          label={f.label}
          value={readField(scene, f.field) as string[]}
          onChange={set}
          onDone={endRun}
        />
      );
    return (
      <TextField
        key={f.field}
        label={f.label}
        value={readField(scene, f.field) as string}
        onChange={set}
        onDone={endRun}
        multiline={f.multiline}
      />
    );
  };
  const renderRow = (row: FieldRow, i: number) =>
    Array.isArray(row) ? (
      <div
        key={i}
        className={cn("grid min-w-0 gap-4", row.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
      >
        {row.map(renderInput)}
      </div>
    ) : (
      renderInput(row)
    );

  const onDragOver = (e: DragEvent) => {
    if (dragging === null) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "move";
  };

  return (
    <li
      aria-labelledby={headingId}
      data-testid="scene-card"
      className={cn(
        "min-w-0 rounded-xl border bg-card p-3 text-card-foreground shadow-sm sm:p-4",
        active && "ring-2 ring-primary/40",
        dragging === n && "opacity-60",
      )}
      // The active card shows its clip, which moves the cards below it. Activating on a mouse press's
      // focus moved a button between the press and the release, so its click never happened (Delete
      // right after Duplicate did nothing). A pointer activates on click, after the button's own
      // handler; keyboard focus (":focus-visible") and text fields activate on focus.
      onFocus={(e) => {
        if (!active && e.target.matches(":focus-visible")) onActivate();
      }}
      onClick={(e) => {
        if (!active && !(e.target as Element).closest("[data-card-action]")) onActivate();
      }}
      onDragOver={onDragOver}
      onDrop={(e) => {
        e.preventDefault();
        onDrop(n);
      }}
    >
      <div className="mb-3 flex min-w-0 flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="flex min-w-0 items-center gap-1 text-base font-semibold">
          <span
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = "move";
              e.dataTransfer.setData("text/plain", String(n));
              onDragStart(n);
            }}
            onDragEnd={() => onDragStart(null)}
            className="cursor-grab rounded p-1 text-muted-foreground hover:bg-muted active:cursor-grabbing"
            title="Drag to reorder"
            aria-hidden
          >
            <GripVertical className="h-4 w-4" />
          </span>
          <span className="min-w-0 break-words">
            Scene {n}
            {scene.title ? <span className="font-normal text-muted-foreground">: {scene.title}</span> : null}
          </span>
        </h3>
        <div className="flex flex-wrap gap-1" data-card-action>
          <Button
            id={controlId(idBase, n, "up")}
            type="button"
            variant="outline"
            size="sm"
            disabled={n === 1}
            onClick={() => actions.move(n, n - 1)}
          >
            <ArrowUp aria-hidden />
            Move up<span className="sr-only"> scene {n}</span>
          </Button>
          <Button
            id={controlId(idBase, n, "down")}
            type="button"
            variant="outline"
            size="sm"
            disabled={n === count}
            onClick={() => actions.move(n, n + 1)}
          >
            <ArrowDown aria-hidden />
            Move down<span className="sr-only"> scene {n}</span>
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => actions.duplicate(n)}>
            <CopyPlus aria-hidden />
            Duplicate<span className="sr-only"> scene {n}</span>
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={count === 1}
            onClick={() => actions.remove(n)}
          >
            <Trash2 aria-hidden />
            Delete<span className="sr-only"> scene {n}</span>
          </Button>
        </div>
      </div>
      <div className="grid min-w-0 gap-4">
        {MAIN_FIELDS.map(renderRow)}
        <LinesField
          lines={scene.audio.dialogue}
          castNames={castNames}
          onSet={(index, l) =>
            edit(
              [{ op: "set_line", scene: n, index, speaker: l.character, line: l.line }],
              `${n}:line:${index}`,
            )
          }
          onRemove={(index) => edit([{ op: "remove_line", scene: n, index }])}
          onAdd={(l) => edit([{ op: "set_line", scene: n, speaker: l.character, line: l.line }])}
          onDone={endRun}
        />
        <DurationField
          value={scene.duration_seconds}
          onChange={(seconds) => edit([{ op: "set_duration", scene: n, seconds }], `${n}:duration`)}
          onDone={endRun}
        />
        <details className="min-w-0">
          <summary className="cursor-pointer text-sm font-medium">More fields</summary>
          <div className="mt-3 grid min-w-0 gap-4">{MORE_FIELDS.map(renderRow)}</div>
        </details>
      </div>
      {active && preview}
    </li>
  );
}
