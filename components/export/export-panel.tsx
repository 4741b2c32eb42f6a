"use client";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { AlertTriangle, Film } from "lucide-react";
import { NativeSelect } from "@/components/ui/native-select";
import { MODE_LABELS, TARGETS, type Mode } from "@promptreel/core/catalog";
import { exportWithModes, MODE_EXPLANATIONS } from "@promptreel/core/export";
import type { PromptDocument } from "@promptreel/core/schema";
import { cn } from "@/lib/utils";
import { ClipOutput } from "./clip-output";
import { fileBase } from "./file-actions";
import { useExportTarget } from "./use-export-target";

/**
 * Export for a video model: pick a target (remembered), an aspect ratio and resolution it allows, and
 * how the clip is driven (only the target's modes, each explained in one line), and get each clip's
 * ready-to-paste text and parameters, its slot list and keyframe prompts, the fixes made, and a lint score.
 * Rendered in the browser by the same pure functions POST /api/export uses.
 */
export function ExportPanel({
  document: doc,
  className,
  target,
}: {
  document: PromptDocument;
  className?: string;
  /** The target chosen elsewhere (the storyboard editor's per-scene preview shares it); else its own. */
  target?: ReturnType<typeof useExportTarget>;
}) {
  const own = useExportTarget();
  const { spec, choose, aspectRatio, setAspectRatio, resolution, setResolution } = target ?? own;
  const ids = {
    target: useId(),
    ratio: useId(),
    resolution: useId(),
    mode: useId(),
    modeHelp: useId(),
    warnings: useId(),
  };
  const [chosenMode, setMode] = useState<Mode>("text-to-video");
  // A mode the new target lacks falls back to text to video.
  const mode: Mode = spec.modes.some((m) => m.mode === chosenMode) ? chosenMode : "text-to-video";
  const result = useMemo(
    () => exportWithModes(doc, spec, { aspectRatio, resolution, mode }),
    [doc, spec, aspectRatio, resolution, mode],
  );
  const fileName = `${fileBase(doc.project_title)}-${spec.id}`;

  return (
    <section
      aria-labelledby={`${ids.target}-heading`}
      className={cn(
        "min-w-0 space-y-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm",
        className,
      )}
      data-testid="export-panel"
    >
      <h2 id={`${ids.target}-heading`} className="flex items-center gap-2 text-lg font-semibold">
        <Film className="h-5 w-5 text-primary" aria-hidden />
        Export for a video model
      </h2>
      <div className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0 space-y-1">
          <label htmlFor={ids.target} className="text-sm font-medium">
            Target model
          </label>
          <NativeSelect id={ids.target} value={spec.id} onChange={(e) => choose(e.target.value)}>
            {TARGETS.map((t) => (
              <option key={t.id} value={t.id} disabled={t.status === "retired"}>
                {t.name}
                {t.status !== "live" ? ` (${t.status})` : ""}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={ids.ratio} className="text-sm font-medium">
            Aspect ratio
          </label>
          <NativeSelect id={ids.ratio} value={aspectRatio} onChange={(e) => setAspectRatio(e.target.value)}>
            {spec.aspectRatios.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={ids.resolution} className="text-sm font-medium">
            Resolution
          </label>
          <NativeSelect
            id={ids.resolution}
            value={resolution}
            onChange={(e) => setResolution(e.target.value)}
          >
            {spec.resolutions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0 space-y-1">
          <label htmlFor={ids.mode} className="text-sm font-medium">
            Mode
          </label>
          <NativeSelect
            id={ids.mode}
            value={mode}
            aria-describedby={ids.modeHelp}
            data-testid="export-mode"
            onChange={(e) => setMode(e.target.value as Mode)}
          >
            {spec.modes.map((m) => (
              <option key={m.mode} value={m.mode}>
                {MODE_LABELS[m.mode]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p id={ids.modeHelp} className="break-words text-sm" data-testid="export-mode-help">
        {MODE_EXPLANATIONS[mode]}
      </p>
      <p className="break-words text-xs text-muted-foreground">
        {spec.name}:{" "}
        {spec.durations.length > 4
          ? `${spec.durations[0]}-${spec.durations.at(-1)}`
          : spec.durations.join(", ")}{" "}
        s
        {spec.promptLimit
          ? `, up to ${spec.promptLimit.max} ${spec.promptLimit.unit === "utf16" ? "UTF-16 units" : spec.promptLimit.unit}`
          : ""}
        , {spec.negativePrompt ? "negative prompt" : "no negative prompt"},{" "}
        {spec.audio ? "native audio" : "silent"}. Checked {spec.verifiedOn}.{" "}
        <Link href={`/models#${spec.id}`} className="underline underline-offset-2 hover:text-foreground">
          Every model&apos;s limits
        </Link>
      </p>
      <div className="min-w-0 space-y-4">
        <p className="text-sm" data-testid="export-lint-score" role="status" aria-live="polite">
          <span className="font-medium">Lint score: {result.lint.score}/100</span>
          {result.clips.length > 1 ? ` · ${result.clips.length} clips` : " · 1 clip"}
          {` · ${result.warnings.length} ${result.warnings.length === 1 ? "warning" : "warnings"}`}
        </p>
        {result.warnings.length > 0 && (
          <div className="min-w-0 rounded-md border border-amber-500/40 bg-amber-500/10 p-3">
            <h3 id={ids.warnings} className="flex items-center gap-2 text-sm font-semibold">
              <AlertTriangle className="h-4 w-4" aria-hidden /> Warnings ({result.warnings.length})
            </h3>
            <ul
              aria-labelledby={ids.warnings}
              className="mt-2 list-disc space-y-1 pl-5 text-sm"
              data-testid="export-warnings"
            >
              {result.warnings.map((w) => (
                <li key={w.message} className="break-words">
                  {w.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {result.lint.findings.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer">Lint findings ({result.lint.findings.length})</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="export-findings">
              {result.lint.findings.map((f, i) => (
                <li key={i} className="break-words">
                  <span className="font-medium">{f.severity}:</span> {f.message}
                </li>
              ))}
            </ul>
          </details>
        )}
        <ol className="min-w-0 space-y-3" aria-label="Clips">
          {result.clips.map((clip, i) => (
            <ClipOutput key={i} clip={clip} index={i} spec={spec} fileName={fileName} />
          ))}
        </ol>
      </div>
    </section>
  );
}
