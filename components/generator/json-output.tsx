"use client";
import { useEffect, useRef, useState } from "react";
import { Check, Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import type { PromptDocument } from "@/lib/scene/schema";

/** The download's file name: the project title plus .json, falling back to "prompt" (spec section 2). */
export function downloadFileName(doc: Pick<PromptDocument, "project_title"> | null | undefined): string {
  // Characters that no file system accepts are dropped; the title otherwise stays as written.
  const base = (doc?.project_title ?? "").replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim();
  return `${base || "prompt"}.json`;
}

/** The JSON result panel with Copy (Copied for 2 seconds) and Download. */
export function JsonOutput({ document: doc }: { document: PromptDocument }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const json = JSON.stringify(doc, null, 2);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
      toast({ title: "Copied!", description: "JSON copied to clipboard" });
    } catch {
      toast({ title: "Error", description: "Failed to copy JSON", variant: "destructive" });
    }
  }

  function download() {
    try {
      const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
      const a = window.document.createElement("a");
      a.href = url;
      a.download = downloadFileName(doc);
      window.document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      toast({ title: "Downloaded!", description: "JSON file downloaded successfully" });
    } catch {
      toast({ title: "Error", description: "Failed to download JSON", variant: "destructive" });
    }
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0">
        <h2 className="text-lg font-semibold leading-none tracking-tight">Generated JSON Prompt</h2>
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={copy} aria-label={copied ? "Copied" : "Copy JSON"}>
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
        <pre tabIndex={0} aria-label="Generated JSON prompt" data-testid="json-output" className="max-h-[70vh] overflow-auto rounded-md bg-muted p-4 font-mono text-xs leading-relaxed">
          {json}
        </pre>
      </CardContent>
    </Card>
  );
}
