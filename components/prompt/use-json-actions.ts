"use client";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import type { PromptDocument } from "@/lib/scene/schema";

/** The download's file name: the project title plus .json, falling back to "prompt" (docs/product-spec.md §2). */
export function downloadFileName(doc: Pick<PromptDocument, "project_title"> | null | undefined): string {
  // Characters that no file system accepts are dropped; the title otherwise stays as written.
  const base = (doc?.project_title ?? "").replace(/[\\/:*?"<>|\u0000-\u001f]/g, "").trim();
  return `${base || "prompt"}.json`;
}

/**
 * Copy and Download for a prompt document, with the spec's toasts; `copied` is true for 2 seconds
 * after a copy (the generator's button shows Copied meanwhile).
 */
export function useJsonActions(doc: PromptDocument | null) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const json = doc ? JSON.stringify(doc, null, 2) : "";

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

  return { json, copied, copy, download };
}
