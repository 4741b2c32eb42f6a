"use client";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
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
      <CopyButton
        copied={copied}
        onClick={copy}
        disabled={disabled}
        label={copied ? "Copied" : "Copy JSON"}
      />
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
