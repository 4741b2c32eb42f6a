"use client";
import { useState } from "react";
import { Copy, History, RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { entryDocument, historyPreview, type HistoryEntry } from "@/lib/history/history";
import type { PromptDocument } from "@/lib/scene/schema";

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

/**
 * The last generated prompts, kept in this browser: reopen (the description, the result and its
 * edits), copy, delete one, or clear all (asked first, and undoable until the next change).
 */
export function HistoryPanel({
  entries,
  onOpen,
  onRemove,
  onClear,
  onRestore,
}: {
  entries: HistoryEntry[];
  onOpen: (entry: HistoryEntry) => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  onRestore: (entries: HistoryEntry[]) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState<HistoryEntry[] | null>(null);

  async function copy(doc: PromptDocument) {
    try {
      await navigator.clipboard.writeText(JSON.stringify(doc, null, 2));
      toast({ title: "Copied!", description: "JSON copied to clipboard" });
    } catch {
      toast({ title: "Error", description: "Failed to copy JSON", variant: "destructive" });
    }
  }

  return (
    <Card data-testid="history">
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-none tracking-tight">
          <History className="h-4 w-4" aria-hidden />
          History
        </h2>
        {entries.length > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={confirming}
            onClick={() => setConfirming((c) => !c)}
          >
            Clear all
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {confirming && entries.length > 0 && (
          <div className="mb-3 space-y-2 rounded-md border p-3 text-sm" data-testid="history-clear-confirm">
            <p>
              Clear all {entries.length} {entries.length === 1 ? "prompt" : "prompts"} from this browser?
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="destructive"
                size="sm"
                onClick={() => {
                  setCleared(entries);
                  setConfirming(false);
                  onClear();
                }}
              >
                Yes, clear all
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        )}
        <div role="status" aria-live="polite" className="text-sm">
          {cleared && entries.length === 0 && (
            <p className="mb-3 flex flex-wrap items-center gap-2">
              History cleared.
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  onRestore(cleared);
                  setCleared(null);
                }}
              >
                Undo clear all
              </Button>
            </p>
          )}
        </div>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your last 50 prompts are kept in this browser. Generate one to start.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Generated prompts">
            {entries.map((e) => {
              const doc = entryDocument(e);
              return (
                <li key={e.id} className="min-w-0 rounded-md border p-3" data-testid="history-entry">
                  <div className="flex min-w-0 items-baseline justify-between gap-2">
                    <h3 className="truncate text-sm font-medium">{doc.project_title}</h3>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      <time dateTime={e.createdAt}>{timeFormat.format(new Date(e.createdAt))}</time>
                      {e.edited ? <span data-testid="history-edited">, edited</span> : null}
                    </span>
                  </div>
                  <p className="mt-1 line-clamp-2 break-words text-xs text-muted-foreground">
                    {historyPreview(doc)}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-1">
                    <Button type="button" variant="outline" size="sm" onClick={() => onOpen(e)}>
                      <RotateCcw aria-hidden />
                      Reopen<span className="sr-only"> {doc.project_title}</span>
                    </Button>
                    <Button type="button" variant="outline" size="sm" onClick={() => void copy(doc)}>
                      <Copy aria-hidden />
                      Copy<span className="sr-only"> {doc.project_title}</span>
                    </Button>
                    <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(e.id)}>
                      <Trash2 aria-hidden />
                      Delete<span className="sr-only"> {doc.project_title}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
