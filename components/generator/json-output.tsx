"use client";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useJsonActions } from "@/components/prompt/use-json-actions";
import type { PromptDocument } from "@/lib/scene/schema";
import { ShareButton, useShare } from "./share-button";
import { JsonBlock } from "@/components/ui/json-block";
import { JsonActionButtons } from "@/components/prompt/json-action-buttons";

/** The JSON result panel with Copy (Copied for 2 seconds), Download and Share. */
export function JsonOutput({
  document: doc,
  description = "",
}: {
  document: PromptDocument;
  /** The scene description the result came from: a share shows it on its public page. */
  description?: string;
}) {
  const actions = useJsonActions(doc);
  const { json } = actions;
  const share = useShare(doc, description);

  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-none tracking-tight">Generated JSON Prompt</h2>
        <div className="flex flex-wrap gap-2">
          <JsonActionButtons actions={actions} />
          <ShareButton pending={share.pending} onShare={() => void share.share()} />
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {share.link && (
          <p className="break-all text-sm">
            Share link:{" "}
            <a href={share.link} className="font-medium text-primary underline" data-testid="share-link">
              {share.link}
            </a>
          </p>
        )}
        <JsonBlock json={json} label="Generated JSON prompt" testId="json-output" />
      </CardContent>
    </Card>
  );
}
