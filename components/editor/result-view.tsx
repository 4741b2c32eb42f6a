"use client";
import { useDeferredValue, useEffect, useRef } from "react";
import { useRouter } from "next/navigation";
import { Sparkles } from "lucide-react";
import { ExportPanel } from "@/components/export/export-panel";
import { useExportTarget } from "@/components/export/use-export-target";
import { saveEditsToHistory } from "@/components/generator/history-store";
import { JsonOutput } from "@/components/generator/json-output";
import { savePendingHandoff } from "@/components/pro-chat/handoff-store";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import type { PromptDocument } from "@/lib/scene/schema";
import { StoryboardEditor } from "./storyboard-editor";
import { useEditSession, type EditSessionApi } from "./use-edit-session";

/** How long typing may pause before the edits are written to the history entry. */
const SAVE_EDITS_AFTER_MS = 400;

/** Writes the editor's document to its history entry, shortly after the last change and on leaving. */
function useEditsInHistory(historyId: string | undefined, doc: PromptDocument) {
  const initial = useRef(doc);
  const pending = useRef<PromptDocument | null>(null);
  useEffect(() => {
    if (!historyId || doc === initial.current) return;
    pending.current = doc;
    const timer = window.setTimeout(() => {
      pending.current = null;
      saveEditsToHistory(historyId, doc);
    }, SAVE_EDITS_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [historyId, doc]);
  useEffect(() => {
    if (!historyId) return;
    const flush = () => {
      if (!pending.current) return;
      saveEditsToHistory(historyId, pending.current);
      pending.current = null;
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [historyId]);
}

/** "Refine in Pro Chat": the edited document and its description go to Pro Chat (credits first if none). */
function RefineInProChat({ editor, description }: { editor: EditSessionApi; description: string }) {
  const router = useRouter();
  function refine() {
    if (!savePendingHandoff({ document: editor.document, description })) {
      toast({ title: "Error", description: "Failed to create new conversation.", variant: "destructive" });
      return;
    }
    router.push("/pro-wizard");
  }
  return (
    <div className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-accent/30 p-4">
      <p className="min-w-0 flex-1 text-sm text-muted-foreground">
        Carry this result, with your edits, into Pro Chat and refine it scene by scene.
      </p>
      <Button type="button" variant="outline" onClick={refine}>
        <Sparkles aria-hidden />
        Refine in Pro Chat
      </Button>
    </div>
  );
}

/**
 * A result made editable: the JSON (copy, download, share), the storyboard editor and the export,
 * all showing the edited document. Loaded on demand (next/dynamic) once a result exists, so none of
 * it (the edit model, the schema, the renderers) weighs on the page's first load.
 *
 * `before` is the result as generated when `document` holds a reopened entry's edits (undo reaches
 * it); `historyId` is the history entry the edits are kept with; `description` the text it came from.
 */
export default function ResultView({
  document: initial,
  before,
  description = "",
  historyId,
}: {
  document: PromptDocument;
  before?: PromptDocument;
  description?: string;
  historyId?: string;
}) {
  const editor = useEditSession(initial, before);
  const target = useExportTarget();
  useEditsInHistory(historyId, editor.document);
  // Typing stays responsive: the full export re-renders after the keystroke has painted.
  const exported = useDeferredValue(editor.document);
  return (
    <div className="min-w-0 space-y-6" data-testid="result-view">
      <JsonOutput document={editor.document} description={description} />
      <RefineInProChat editor={editor} description={description} />
      <StoryboardEditor editor={editor} target={target} />
      <ExportPanel document={exported} target={target} />
    </div>
  );
}
