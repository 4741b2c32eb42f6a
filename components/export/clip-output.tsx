"use client";
import { useState } from "react";
import { FileJson, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { TargetSpec } from "@/lib/targets/catalog";
import type { ExportClip } from "@/lib/targets/export";
import { copyText, saveFile } from "./file-actions";

/** One clip of an export: its text, negative prompt, parameters, with Copy and Download. */
export function ClipOutput({
  clip,
  index,
  spec,
  fileName,
}: {
  clip: ExportClip;
  index: number;
  spec: TargetSpec;
  fileName: string;
}) {
  const [copied, setCopied] = useState(false);
  const n = index + 1;
  const parameters = {
    ...clip.parameters,
    ...(clip.negativePrompt && spec.negativePrompt
      ? { [spec.negativePrompt.field]: clip.negativePrompt }
      : {}),
  };
  const scenes = `${clip.sceneIds.length > 1 ? "scenes" : "scene"} ${clip.sceneIds.join(", ")}`;

  async function copy() {
    if (await copyText(clip.text, `Clip ${n} text`)) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  }

  return (
    <li className="min-w-0 space-y-2 rounded-md border p-3" data-testid="export-clip">
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          Clip {n}{" "}
          <span className="font-normal text-muted-foreground">
            ({scenes}, {clip.parameters.durationSeconds} s, {clip.parameters.aspectRatio})
          </span>
        </h3>
        <div className="flex flex-wrap gap-2">
          <CopyButton copied={copied} onClick={copy} label={`Copy clip ${n} text`} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => saveFile(`${fileName}-clip-${n}.txt`, clip.text, "text/plain")}
            aria-label={`Download clip ${n} text`}
          >
            <FileText aria-hidden /> .txt
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              saveFile(
                `${fileName}-clip-${n}-parameters.json`,
                JSON.stringify(parameters, null, 2),
                "application/json",
              )
            }
            aria-label={`Download clip ${n} parameters`}
          >
            <FileJson aria-hidden /> .json
          </Button>
        </div>
      </div>
      <pre
        tabIndex={0}
        aria-label={`Clip ${n} prompt text`}
        data-testid="export-clip-text"
        className="max-h-80 overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs leading-relaxed"
      >
        {clip.text}
      </pre>
      {clip.negativePrompt && (
        <p className="break-words text-xs">
          <span className="font-medium">Negative prompt ({spec.negativePrompt?.field}):</span>{" "}
          {clip.negativePrompt}
        </p>
      )}
      <details className="text-xs">
        <summary className="cursor-pointer text-muted-foreground">Parameters</summary>
        <pre className="mt-1 overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-2 font-mono">
          {JSON.stringify(parameters, null, 2)}
        </pre>
      </details>
    </li>
  );
}
