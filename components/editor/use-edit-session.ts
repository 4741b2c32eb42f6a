"use client";
import { useCallback, useRef, useState } from "react";
import type { Operation } from "@/lib/scene/edit";
import type { PromptDocument } from "@/lib/scene/schema";
import {
  applyEdit,
  endRun,
  redoSession,
  replaceDocument,
  sessionCanRedo,
  sessionCanUndo,
  startSession,
  undoSession,
  type EditSession,
} from "@/lib/editor/session";

/** The storyboard editor's state: the edit model's history, with typing runs as single undo steps. */
export function useEditSession(initial: PromptDocument, before?: PromptDocument) {
  const [session, setSession] = useState(() => startSession(initial, before));
  // Handlers read the latest session synchronously (two edits in one event must both land).
  const current = useRef<EditSession>(session);
  const update = useCallback((next: EditSession) => {
    current.current = next;
    setSession(next);
  }, []);

  /** Applies operations; returns the edit model's message when the edit is refused (nothing changes). */
  const edit = useCallback(
    (ops: Operation[], key: string | null = null): string | undefined => {
      const result = applyEdit(current.current, ops, key);
      if (result.error) return result.error;
      update(result.session);
      return undefined;
    },
    [update],
  );

  return {
    document: session.history.present,
    canUndo: sessionCanUndo(session),
    canRedo: sessionCanRedo(session),
    edit,
    replace: useCallback(
      (doc: PromptDocument, key: string | null = null) => update(replaceDocument(current.current, doc, key)),
      [update],
    ),
    endRun: useCallback(() => update(endRun(current.current)), [update]),
    undo: useCallback(() => update(undoSession(current.current)), [update]),
    redo: useCallback(() => update(redoSession(current.current)), [update]),
  };
}

export type EditSessionApi = ReturnType<typeof useEditSession>;
