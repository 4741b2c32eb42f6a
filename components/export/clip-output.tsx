"use client";
import { useState } from "react";
import { FileJson, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import type { TargetSpec } from "@promptreel/core/catalog";
import type { ExportClip, ModeClip } from "@promptreel/core/export";
import { copyText, saveFile } from "./file-actions";

/**
 * One clip of an export: its text, negative prompt, parameters, with Copy and Download; outside text
 * to video also its slot list (which image goes in which slot) and keyframe prompts, each copyable.
 */
export function ClipOutput({
  clip,
  index,
  spec,
  fileName,
}: {
  clip: ExportClip | ModeClip;
  index: number;
  spec: TargetSpec;
  fileName: string;
}) {
  const [copied, setCopied] = useState(false);
  const slots = "slots" in clip ? clip.slots : [];
  const keyframes = "keyframes" in clip ? clip.keyframes : undefined;
  const part = "part" in clip ? clip.part : undefined;
  const slotList = slots
    .map((s) => `${s.slot} (${s.field}): ${s.fill}${s.image ? ` (${s.image})` : ""}`)
    .join("\n");
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
            ({scenes}
            {part ? `, part ${part.index} of ${part.of}` : ""}, {clip.parameters.durationSeconds} s,{" "}
            {clip.parameters.aspectRatio})
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
      {slots.length > 0 && (
        <div className="min-w-0 space-y-1" data-testid="export-slots">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-sm font-medium">Which image goes in which slot</h4>
            <CopyTextButton text={slotList} label={`Copy clip ${n} slot list`} />
          </div>
          <ul className="list-disc space-y-1 pl-5 text-xs">
            {slots.map((s) => (
              <li key={s.slot} className="break-words">
                <span className="font-medium">{s.slot}</span>{" "}
                <span className="text-muted-foreground">({s.field})</span>: {s.fill}
                {s.image && (
                  <>
                    {" "}
                    (
                    <a href={s.image} target="_blank" rel="noreferrer" className="break-all underline">
                      {s.image}
                    </a>
                    )
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {keyframes && (
        <div className="min-w-0 space-y-2" data-testid="export-keyframes">
          <h4 className="text-sm font-medium">Keyframe prompts (for an image model)</h4>
          {[
            ["Start frame", keyframes.start] as const,
            ...(keyframes.end ? [["End frame", keyframes.end] as const] : []),
          ].map(([name, text]) => (
            <div key={name} className="min-w-0 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-xs font-medium">
                  {name}
                  {name === "Start frame" && keyframes.startFromClip
                    ? ` (or the last frame of clip ${keyframes.startFromClip})`
                    : ""}
                </p>
                <CopyTextButton text={text} label={`Copy clip ${n} ${name.toLowerCase()} prompt`} />
              </div>
              <p className="break-words rounded-md bg-muted p-2 font-mono text-xs">{text}</p>
            </div>
          ))}
        </div>
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

/** A small Copy button whose label says what it copies. */
/** Copies `text` (the toast names it by the label without "Copy"), saying Copied for 2 seconds. */
function CopyTextButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (await copyText(text, label.replace(/^Copy /, ""))) {
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    }
  };
  return <CopyButton copied={copied} onClick={() => void copy()} label={label} />;
}
