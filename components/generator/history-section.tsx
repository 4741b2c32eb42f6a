"use client";
import type { HistoryEntry } from "@/lib/history/history";
import { HistoryPanel } from "./history-panel";
import { updateHistory } from "./history-store";
import { useHistory } from "./use-history";

/** The history list with its storage: loaded after the page (it reads and validates stored prompts). */
export default function HistorySection({ onOpen }: { onOpen: (entry: HistoryEntry) => void }) {
  const history = useHistory();
  return (
    <HistoryPanel
      entries={history.entries}
      onOpen={onOpen}
      onRemove={history.remove}
      onClear={history.clear}
      onRestore={(entries) => updateHistory(() => entries)}
    />
  );
}
