"use client";
import { Check, Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useJsonActions } from "@/components/prompt/use-json-actions";
import type { PromptDocument } from "@/lib/scene/schema";

/** The JSON result panel with Copy (Copied for 2 seconds) and Download. */
export function JsonOutput({ document: doc }: { document: PromptDocument }) {
  const { json, copied, copy, download } = useJsonActions(doc);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-none tracking-tight">Generated JSON Prompt</h2>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={copy}
            aria-label={copied ? "Copied" : "Copy JSON"}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? "Copied" : "Copy"}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={download} aria-label="Download JSON">
            <Download aria-hidden />
            Download
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <pre
          tabIndex={0}
          aria-label="Generated JSON prompt"
          data-testid="json-output"
          className="max-h-[70vh] overflow-auto rounded-md bg-muted p-4 font-mono text-xs leading-relaxed"
        >
          {json}
        </pre>
      </CardContent>
    </Card>
  );
}
