"use client";
import { useMemo, useSyncExternalStore } from "react";
import { parseHistory } from "@/lib/history/history";
import {
  addToHistory,
  clearHistory,
  readHistory,
  removeFromHistory,
  subscribeHistory,
} from "./history-store";

/** The generator's history in localStorage, shared by every tab. */
export function useHistory() {
  const raw = useSyncExternalStore(subscribeHistory, readHistory, () => null);
  const entries = useMemo(() => parseHistory(raw), [raw]);
  return { entries, add: addToHistory, remove: removeFromHistory, clear: clearHistory };
}
