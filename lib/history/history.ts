// The generator's local history: the last generated prompts kept in the browser (localStorage).
// Pure functions over a list; the component owns reading and writing the storage.
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";

export const HISTORY_LIMIT = 50;
export const HISTORY_STORAGE_KEY = "promptreel:history:v1";

/** Longest description kept with an entry (the generator's own limit, DESCRIPTION_MAX). */
export const HISTORY_DESCRIPTION_MAX = 2000;

/**
 * One generated prompt: the result as generated (`document`), the description it came from, and the
 * document as last edited in the storyboard editor (`edited`, absent until an edit). Reopen restores
 * all three. Entries stored before descriptions and edits were kept simply have neither.
 */
export type HistoryEntry = {
  id: string;
  createdAt: string;
  document: PromptDocument;
  description?: string;
  edited?: PromptDocument;
};

/** The document an entry shows and reopens: its latest edit, else the result as generated. */
export const entryDocument = (entry: HistoryEntry): PromptDocument => entry.edited ?? entry.document;

/**
 * Records the edited document of entry `id` (an edit back to the generated result forgets the edit).
 * An unknown id (cleared or deleted meanwhile) changes nothing: edits never bring an entry back.
 */
export function setEdited(list: HistoryEntry[], id: string, edited: PromptDocument): HistoryEntry[] {
  if (!list.some((e) => e.id === id)) return list;
  return list.map((e) => {
    if (e.id !== id) return e;
    if (JSON.stringify(edited) !== JSON.stringify(e.document)) return { ...e, edited };
    const rest = { ...e };
    delete rest.edited;
    return rest;
  });
}

/** Adds an entry as the newest one, keeping at most HISTORY_LIMIT entries. */
export function addEntry(list: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, HISTORY_LIMIT);
}

/** The list without the entry of `id`. */
export function removeEntry(list: HistoryEntry[], id: string): HistoryEntry[] {
  return list.filter((e) => e.id !== id);
}

/** Reads stored history; anything malformed (other versions, hand edits) is dropped, never thrown. */
export function parseHistory(raw: string | null): HistoryEntry[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: HistoryEntry[] = [];
  for (const item of data) {
    if (!item || typeof item !== "object") continue;
    const { id, createdAt, document, description, edited } = item as Record<string, unknown>;
    const parsed = readPromptDocument(document);
    // An unreadable date would make the list's date formatting throw.
    if (typeof id !== "string" || typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt)))
      continue;
    if (!parsed.ok) continue;
    const entry: HistoryEntry = { id, createdAt, document: parsed.document };
    // The description and the edits are additions: when unreadable they are dropped, not the entry.
    if (typeof description === "string") entry.description = description.slice(0, HISTORY_DESCRIPTION_MAX);
    if (edited !== undefined) {
      const readEdited = readPromptDocument(edited);
      if (readEdited.ok) entry.edited = readEdited.document;
    }
    out.push(entry);
  }
  return out.slice(0, HISTORY_LIMIT);
}

/** One line of the first scene's description, for the list. */
export function historyPreview(doc: PromptDocument, max = 90): string {
  const text = (doc.scenes[0]?.description ?? "").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
