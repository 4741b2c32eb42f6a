// Undo and redo over a document: an immutable history of whole documents (small JSON, so snapshots
// are simpler and safer than inverse operations). Pure.
import type { PromptDocument } from "@/lib/scene/schema";
import { applyOperations } from "./apply";
import type { Operation } from "./operations";

export type EditHistory = {
  past: PromptDocument[];
  present: PromptDocument;
  future: PromptDocument[];
};

/** How many earlier documents undo can reach. */
export const HISTORY_LIMIT = 100;

export const startHistory = (document: PromptDocument): EditHistory => ({
  past: [],
  present: document,
  future: [],
});

/** Makes `document` the present (a new edit: redo is cleared). An unchanged document changes nothing. */
export function record(history: EditHistory, document: PromptDocument): EditHistory {
  if (JSON.stringify(document) === JSON.stringify(history.present)) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: document,
    future: [],
  };
}

/** Applies operations and records the result; an invalid edit leaves the history as it was and says why. */
export function edit(
  history: EditHistory,
  ops: readonly Operation[],
): { history: EditHistory; error?: string } {
  const result = applyOperations(history.present, ops);
  if (!result.ok) return { history, error: result.error };
  return { history: record(history, result.document) };
}

export const canUndo = (h: EditHistory) => h.past.length > 0;
export const canRedo = (h: EditHistory) => h.future.length > 0;

export function undo(h: EditHistory): EditHistory {
  if (!canUndo(h)) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: EditHistory): EditHistory {
  if (!canRedo(h)) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}
