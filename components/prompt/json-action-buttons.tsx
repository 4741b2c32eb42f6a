"use client";
import { Check, Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { useJsonActions } from "@/components/prompt/use-json-actions";

/** Copy (saying "Copied" for a moment) and Download for a prompt document (useJsonActions). */
export function JsonActionButtons({
  actions: { copied, copy, download },
  disabled,
}: {
  actions: Pick<ReturnType<typeof useJsonActions>, "copied" | "copy" | "download">;
  disabled?: boolean;
}) {
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={copy}
        disabled={disabled}
        aria-label={copied ? "Copied" : "Copy JSON"}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? "Copied" : "Copy"}
      </Button>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={download}
        disabled={disabled}
        aria-label="Download JSON"
      >
        <Download aria-hidden />
        Download
      </Button>
    </>
  );
}
