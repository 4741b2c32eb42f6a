"use client";
import dynamic from "next/dynamic";

/**
 * The export panel rendered in the browser only (issue 24.2): a share page's server render never runs
 * the renderers, so a view of /p/<id> costs the same whatever the document holds; the panel (and the
 * renderers' code) loads after the page.
 */
export const DeferredExportPanel = dynamic(
  () => import("@/components/export/export-panel").then((m) => m.ExportPanel),
  {
    ssr: false,
    loading: () => (
      <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground" data-testid="export-loading">
        Loading the exports…
      </p>
    ),
  },
);
