"use client";
// The generator's history in localStorage, shared by every tab: reading, writing and change events
// outside React, so a new result is recorded without loading the history list (and its schema) first.
import {
  addEntry,
  HISTORY_STORAGE_KEY,
  parseHistory,
  removeEntry,
  setEdited,
  type HistoryEntry,
} from "@/lib/history/history";
import type { PromptDocument } from "@/lib/scene/schema";

const CHANGE_EVENT = "promptreel:history";
// Where storage is unavailable (private mode, quota) the history lives for this visit only.
let memoryCopy: string | null = null;

export function readHistory(): string | null {
  try {
    return window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? memoryCopy;
  } catch {
    return memoryCopy;
  }
}

function write(list: HistoryEntry[]) {
  memoryCopy = JSON.stringify(list);
  try {
    window.localStorage.setItem(HISTORY_STORAGE_KEY, memoryCopy);
  } catch {
    // memoryCopy keeps it.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeHistory(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

export const updateHistory = (change: (list: HistoryEntry[]) => HistoryEntry[]) =>
  write(change(parseHistory(readHistory())));

/** Records a new result with the description it came from; returns the entry's id (for its edits). */
export function addToHistory(document: PromptDocument, description = "", id = crypto.randomUUID()): string {
  const entry: HistoryEntry = { id, createdAt: new Date().toISOString(), document };
  if (description.trim()) entry.description = description;
  updateHistory((list) => addEntry(list, entry));
  return id;
}

/** Keeps the storyboard editor's latest document with its entry, so Reopen restores the edits. */
export const saveEditsToHistory = (id: string, edited: PromptDocument) =>
  updateHistory((list) => setEdited(list, id, edited));

export const removeFromHistory = (id: string) => updateHistory((list) => removeEntry(list, id));
export const clearHistory = () => updateHistory(() => []);
