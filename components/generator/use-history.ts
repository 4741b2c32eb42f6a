"use client";
import { useMemo, useSyncExternalStore } from "react";
import {
  addEntry,
  HISTORY_STORAGE_KEY,
  parseHistory,
  removeEntry,
  type HistoryEntry,
} from "@/lib/history/history";
import type { PromptDocument } from "@/lib/scene/schema";

const CHANGE_EVENT = "promptreel:history";
// Where storage is unavailable (private mode, quota) the history lives for this visit only.
let memoryCopy: string | null = null;

function read(): string | null {
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

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The generator's history in localStorage, shared by every tab. */
export function useHistory() {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  const entries = useMemo(() => parseHistory(raw), [raw]);
  const update = (change: (list: HistoryEntry[]) => HistoryEntry[]) => write(change(parseHistory(read())));

  return {
    entries,
    add: (document: PromptDocument) =>
      update((list) =>
        addEntry(list, { id: crypto.randomUUID(), createdAt: new Date().toISOString(), document }),
      ),
    remove: (id: string) => update((list) => removeEntry(list, id)),
    clear: () => update(() => []),
  };
}
