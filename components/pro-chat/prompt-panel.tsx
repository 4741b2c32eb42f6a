"use client";
import { Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ExportPanel } from "@/components/export/export-panel";
import { useJsonActions } from "@/components/prompt/use-json-actions";
import type { PromptDocument } from "@/lib/scene/schema";
import { JsonBlock } from "@/components/ui/json-block";
import { JsonActionButtons } from "@/components/prompt/json-action-buttons";

/** The conversation's current prompt document beside the chat, with Copy, Download and Save as Project. */
export function PromptPanel({
  document: doc,
  onSave,
  saving,
}: {
  document: PromptDocument | null;
  onSave: () => void;
  saving: boolean;
}) {
  const actions = useJsonActions(doc);
  const { json } = actions;

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-none tracking-tight">Current Prompt</h2>
        <div className="flex flex-wrap gap-2">
          <JsonActionButtons actions={actions} disabled={!doc} />
          <Button type="button" variant="outline" size="sm" onClick={onSave} disabled={!doc || saving}>
            <Save aria-hidden /> {saving ? "Saving..." : "Save as Project"}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {doc ? (
          <JsonBlock
            json={json}
            label="Current prompt JSON"
            testId="current-prompt"
            className="max-h-[32rem]"
          />
        ) : (
          <p className="text-sm text-muted-foreground" data-testid="current-prompt-empty">
            Your prompt document appears here after the first reply, and updates after each one.
          </p>
        )}
        {doc && <ExportPanel document={doc} className="mt-4" />}
      </CardContent>
    </Card>
  );
}
