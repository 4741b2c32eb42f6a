"use client";
import { useMemo } from "react";
import type { useExportTarget } from "@/components/export/use-export-target";
import type { PromptDocument } from "@/lib/scene/schema";
import { exportDocument } from "@/lib/targets/export";

/**
 * The export of the scene being edited, under its card: on a phone the full export panel is far
 * below, so the clip follows the card. Same target and options as the export panel.
 */
export function SceneClipPreview({
  document: doc,
  n,
  target,
}: {
  document: PromptDocument;
  n: number;
  target: ReturnType<typeof useExportTarget>;
}) {
  const result = useMemo(
    () =>
      exportDocument(doc, target.spec, { aspectRatio: target.aspectRatio, resolution: target.resolution }),
    [doc, target.spec, target.aspectRatio, target.resolution],
  );
  const sceneId = doc.scenes[n - 1]?.id;
  const clips = result.clips.filter((c) => c.sceneIds.includes(sceneId));
  return (
    <section
      aria-label={`Export of scene ${n} for ${target.spec.name}`}
      className="mt-4 min-w-0 space-y-2 rounded-md border border-dashed p-3"
      data-testid="scene-clip-preview"
    >
      <h4 className="text-sm font-semibold">
        {target.spec.name}: this scene&apos;s clip{" "}
        <span className="font-normal text-muted-foreground">
          (lint {result.lint.score}/100, {result.warnings.length}{" "}
          {result.warnings.length === 1 ? "warning" : "warnings"})
        </span>
      </h4>
      {clips.map((clip, i) => (
        <pre
          key={i}
          className="max-h-60 overflow-y-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs leading-relaxed"
        >
          {clip.text}
        </pre>
      ))}
    </section>
  );
}
