// An editing session over the edit model's history (lib/scene/edit): typing into one field is one
// undo step, not one per keystroke. Consecutive edits with the same key replace the present instead
// of pushing it; anything else (another field, a structural change, undo, redo, leaving the field)
// ends the run. Pure.
import {
  applyOperations,
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type EditHistory,
  type Operation,
} from "@/lib/scene/edit";
import type { PromptDocument } from "@/lib/scene/schema";

export type EditSession = { history: EditHistory; runKey: string | null };

/**
 * A session on `document`. With `before` (a reopened result's document as generated, when the edits
 * changed it), one undo goes back to it, and redo returns to the edits.
 */
export function startSession(document: PromptDocument, before?: PromptDocument): EditSession {
  const history = startHistory(document);
  if (!before || JSON.stringify(before) === JSON.stringify(document)) return { history, runKey: null };
  return { history: { ...history, past: [before] }, runKey: null };
}

/** Makes `document` the present; with the same `key` as the previous edit, in the same undo step. */
function commit(session: EditSession, document: PromptDocument, key: string | null): EditSession {
  const { history } = session;
  if (key !== null && key === session.runKey && canUndo(history)) {
    // The run's first edit already pushed the document before it: keep that as the undo target.
    const undone = history.past[history.past.length - 1];
    if (JSON.stringify(undone) === JSON.stringify(document))
      return { history: { past: history.past.slice(0, -1), present: undone, future: [] }, runKey: null };
    return { history: { ...history, present: document, future: [] }, runKey: key };
  }
  const next = record(history, document);
  return { history: next, runKey: next === history ? session.runKey : key };
}

/** Applies operations through the edit model; an invalid edit changes nothing and says why. */
export function applyEdit(
  session: EditSession,
  ops: readonly Operation[],
  key: string | null = null,
): { session: EditSession; error?: string } {
  const result = applyOperations(session.history.present, ops);
  if (!result.ok) return { session, error: result.error };
  return { session: commit(session, result.document, key) };
}

/** Replaces the whole document (the raw JSON editor), already validated by the schema. */
export const replaceDocument = (session: EditSession, document: PromptDocument, key: string | null = null) =>
  commit(session, document, key);

/** Ends the current typing run: the next edit is a new undo step. */
export const endRun = (session: EditSession): EditSession =>
  session.runKey === null ? session : { ...session, runKey: null };

export const undoSession = (s: EditSession): EditSession => ({ history: undo(s.history), runKey: null });
export const redoSession = (s: EditSession): EditSession => ({ history: redo(s.history), runKey: null });
export const sessionCanUndo = (s: EditSession) => canUndo(s.history);
export const sessionCanRedo = (s: EditSession) => canRedo(s.history);
