"use client";
import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { Plus, Redo2, Undo2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { useExportTarget } from "@/components/export/use-export-target";
import { BibleReferences } from "./bible-references";
import { JsonEditor } from "./json-editor";
import { controlId, SceneCard, type SceneCardActions } from "./scene-card";
import { SceneClipPreview } from "./scene-clip-preview";
import type { EditSessionApi } from "./use-edit-session";

const isTextEntry = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * The storyboard editor: each scene a card of inputs; add, duplicate, delete and reorder (drag, or
 * Move up / Move down from the keyboard); undo and redo; the raw JSON. Every change goes through the
 * edit model (lib/scene/edit) and is announced to screen readers.
 */
export function StoryboardEditor({
  editor,
  target,
}: {
  editor: EditSessionApi;
  target: ReturnType<typeof useExportTarget>;
}) {
  const idBase = useId().replace(/[^a-zA-Z0-9-]/g, "");
  const doc = editor.document;
  const count = doc.scenes.length;
  const [active, setActive] = useState(1);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState({ text: "", n: 0 });
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const announce = (text: string) => setAnnouncement((a) => ({ text, n: a.n + 1 }));

  // Focus follows the scene that moved (or the card that took a deleted scene's place).
  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-shot request, consumed here
    setFocusTarget(null);
  }, [focusTarget]);

  const castNames = [
    ...new Set([
      ...(doc.bible?.cast ?? []).map((m) => m.name),
      ...doc.scenes.flatMap((s) => s.characters.map((c) => c.name)),
    ]),
  ];

  const report = (error: string | undefined, success: string) => announce(error ?? success);

  const actions: SceneCardActions = {
    edit: editor.edit,
    endRun: editor.endRun,
    move(from, to) {
      if (to < 1 || to > count || from === to) return;
      const error = editor.edit([{ op: "move_scene", from, to }]);
      report(error, `Scene ${from} moved ${to < from ? "up" : "down"} to position ${to} of ${count}.`);
      if (error) return;
      setActive(to);
      setFocusTarget(
        controlId(idBase, to, to < from ? (to === 1 ? "down" : "up") : to === count ? "up" : "down"),
      );
    },
    duplicate(n) {
      const error = editor.edit([{ op: "duplicate_scene", scene: n }]);
      report(error, `Scene ${n} duplicated as scene ${n + 1}.`);
      if (!error) {
        setActive(n + 1);
        setFocusTarget(controlId(idBase, n + 1, "heading"));
      }
    },
    remove(n) {
      const error = editor.edit([{ op: "remove_scene", scene: n }]);
      report(error, `Scene ${n} deleted. Undo brings it back.`);
      if (!error) {
        const next = Math.min(n, count - 1);
        setActive(next);
        setFocusTarget(controlId(idBase, next, "heading"));
      }
    },
  };

  function addScene() {
    const error = editor.edit([{ op: "add_scene" }]);
    report(error, `Scene ${count + 1} added.`);
    if (!error) {
      setActive(count + 1);
      setFocusTarget(controlId(idBase, count + 1, "heading"));
    }
  }

  function undo() {
    if (!editor.canUndo) return;
    editor.undo();
    announce("Undone.");
  }
  function redo() {
    if (!editor.canRedo) return;
    editor.redo();
    announce("Redone.");
  }

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) outside text fields, where the browser's own undo works.
  function onKeyDown(e: KeyboardEvent) {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextEntry(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === "z" && !e.shiftKey) {
      e.preventDefault();
      undo();
    } else if ((key === "z" && e.shiftKey) || key === "y") {
      e.preventDefault();
      redo();
    }
  }

  return (
    <section
      aria-labelledby={`${idBase}-title`}
      className="min-w-0 space-y-4"
      data-testid="storyboard-editor"
      onKeyDown={onKeyDown}
    >
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <h2 id={`${idBase}-title`} className="text-lg font-semibold">
          Storyboard
        </h2>
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Storyboard history">
          <Button type="button" variant="outline" size="sm" onClick={undo} disabled={!editor.canUndo}>
            <Undo2 aria-hidden />
            Undo
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={redo} disabled={!editor.canRedo}>
            <Redo2 aria-hidden />
            Redo
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        Edit any field: the JSON and the export update as you type. {count} {count === 1 ? "scene" : "scenes"}
        , {doc.scenes.reduce((sum, s) => sum + s.duration_seconds, 0)} seconds in all.
      </p>
      <p className="sr-only" role="status" aria-live="polite" data-testid="editor-announcement">
        {announcement.text}
        {/* A changing invisible suffix makes the same sentence announce again. */}
        {announcement.n % 2 === 0 ? "" : "\u00a0"}
      </p>
      <ol className="min-w-0 space-y-4" aria-label="Scenes">
        {doc.scenes.map((scene, i) => (
          <SceneCard
            key={i}
            scene={scene}
            n={i + 1}
            count={count}
            idBase={idBase}
            castNames={castNames}
            actions={actions}
            active={active === i + 1}
            onActivate={() => setActive(i + 1)}
            dragging={dragging}
            onDragStart={setDragging}
            onDrop={(to) => {
              if (dragging !== null) actions.move(dragging, to);
              setDragging(null);
            }}
            preview={<SceneClipPreview document={doc} n={i + 1} target={target} />}
          />
        ))}
      </ol>
      <Button type="button" variant="outline" onClick={addScene} className="w-full">
        <Plus aria-hidden />
        Add scene
      </Button>
      <BibleReferences document={doc} edit={(ops) => editor.edit(ops)} announce={announce} />
      <JsonEditor document={doc} onValid={(d) => editor.replace(d, "json")} onDone={editor.endRun} />
    </section>
  );
}
