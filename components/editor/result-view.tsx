"use client";
import { useDeferredValue } from "react";
import { ExportPanel } from "@/components/export/export-panel";
import { useExportTarget } from "@/components/export/use-export-target";
import { JsonOutput } from "@/components/generator/json-output";
import type { PromptDocument } from "@/lib/scene/schema";
import { StoryboardEditor } from "./storyboard-editor";
import { useEditSession } from "./use-edit-session";

/**
 * A result made editable: the JSON (copy, download, share), the storyboard editor and the export,
 * all showing the edited document. Loaded on demand (next/dynamic) once a result exists, so none of
 * it (the edit model, the schema, the renderers) weighs on the page's first load.
 */
export default function ResultView({ document: initial }: { document: PromptDocument }) {
  const editor = useEditSession(initial);
  const target = useExportTarget();
  // Typing stays responsive: the full export re-renders after the keystroke has painted.
  const exported = useDeferredValue(editor.document);
  return (
    <div className="min-w-0 space-y-6" data-testid="result-view">
      <JsonOutput document={editor.document} />
      <StoryboardEditor editor={editor} target={target} />
      <ExportPanel document={exported} target={target} />
    </div>
  );
}
