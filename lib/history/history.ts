// The generator's local history: the last generated prompts kept in the browser (localStorage).
// Pure functions over a list; the component owns reading and writing the storage.
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";

export const HISTORY_LIMIT = 50;
export const HISTORY_STORAGE_KEY = "promptreel:history:v1";

export type HistoryEntry = { id: string; createdAt: string; document: PromptDocument };

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
    const { id, createdAt, document } = item as Record<string, unknown>;
    const parsed = readPromptDocument(document);
    // An unreadable date would make the list's date formatting throw.
    if (typeof id !== "string" || typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt)))
      continue;
    if (!parsed.ok) continue;
    out.push({ id, createdAt, document: parsed.document });
  }
  return out.slice(0, HISTORY_LIMIT);
}

/** One line of the first scene's description, for the list. */
export function historyPreview(doc: PromptDocument, max = 90): string {
  const text = (doc.scenes[0]?.description ?? "").replace(/\s+/g, " ").trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
