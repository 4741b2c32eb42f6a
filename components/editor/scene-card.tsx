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
  const setText = (field: SceneField) => (value: string) =>
    edit([{ op: "set_field", scene: n, field, value }], `${n}:${field}`);
  const setList = (field: SceneField) => (value: string[]) =>
    edit([{ op: "set_field", scene: n, field, value }], `${n}:${field}`);
  const text = (field: SceneField) => readField(scene, field) as string;
  const list = (field: SceneField) => readField(scene, field) as string[];
  const headingId = controlId(idBase, n, "heading");
  const owner = `from scene ${n}'s`;

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
        <TextField label="Title" value={scene.title} onChange={setText("title")} onDone={endRun} />
        <TextField
          label="Subject and action"
          value={scene.description}
          onChange={setText("description")}
          onDone={endRun}
          multiline
        />
        <div className="grid min-w-0 gap-4 sm:grid-cols-3">
          <TextField label="Place" value={text("location")} onChange={setText("location")} onDone={endRun} />
          <TextField
            label="Time"
            value={text("time_of_day")}
            onChange={setText("time_of_day")}
            onDone={endRun}
          />
          <TextField label="Light" value={text("lighting")} onChange={setText("lighting")} onDone={endRun} />
        </div>
        <ChipsField
          label="Camera moves"
          value={list("camera_movements")}
          suggestions={CAMERA_MOVE_WORDS}
          onChange={(v) => edit([{ op: "set_field", scene: n, field: "camera_movements", value: v }])}
          context={`${owner} camera moves`}
        />
        <ChipsField
          label="Camera angles"
          value={list("camera_angles")}
          suggestions={CAMERA_ANGLE_WORDS}
          onChange={(v) => edit([{ op: "set_field", scene: n, field: "camera_angles", value: v }])}
          context={`${owner} camera angles`}
        />
        <div className="grid min-w-0 gap-4 sm:grid-cols-2">
          <ListTextField
            label="Sounds"
            value={list("sound_effects")}
            onChange={setList("sound_effects")}
            onDone={endRun}
          />
          <ListTextField
            label="Music"
            value={list("music_cues")}
            onChange={setList("music_cues")}
            onDone={endRun}
          />
        </div>
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
          <div className="mt-3 grid min-w-0 gap-4">
            <TextField
              label="Background"
              value={text("background_details")}
              onChange={setText("background_details")}
              onDone={endRun}
            />
            <TextField label="Mood" value={text("mood")} onChange={setText("mood")} onDone={endRun} />
            <TextField
              label="Style notes"
              value={text("style_notes")}
              onChange={setText("style_notes")}
              onDone={endRun}
            />
            <ListTextField label="Props" value={list("props")} onChange={setList("props")} onDone={endRun} />
            <TextField
              label="Notes"
              value={scene.notes}
              onChange={setText("notes")}
              onDone={endRun}
              multiline
            />
          </div>
        </details>
      </div>
      {active && preview}
    </li>
  );
}
