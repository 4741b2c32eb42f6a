"use client";
import { useEffect, useState } from "react";
import { findTarget, LIVE_TARGETS, type TargetSpec } from "@promptreel/core/catalog";

const STORAGE_KEY = "promptreel:export-target";

/** The chosen target (remembered across visits) and options valid for it. */
export function useExportTarget() {
  const [targetId, setTargetId] = useState(LIVE_TARGETS[0].id);
  const [aspectRatio, setAspectRatio] = useState(LIVE_TARGETS[0].aspectRatios[0]);
  const [resolution, setResolution] = useState(LIVE_TARGETS[0].defaultResolution);

  const spec: TargetSpec = findTarget(targetId) ?? LIVE_TARGETS[0];

  function choose(id: string, remember = true) {
    const next = findTarget(id);
    if (!next || next.status === "retired") return;
    setTargetId(id);
    // Keep the ratio when the new target has it; otherwise its first (most common) one.
    setAspectRatio((r) => (next.aspectRatios.includes(r) ? r : next.aspectRatios[0]));
    setResolution((r) => (next.resolutions.includes(r) ? r : next.defaultResolution));
    if (remember)
      try {
        localStorage.setItem(STORAGE_KEY, id);
      } catch {
        // Private mode or storage full: the choice just is not remembered.
      }
  }

  // Once, on mount: storage exists only in the browser, after hydration.
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      stored = null;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration
    if (stored) choose(stored, false);
  }, []);

  return { spec, choose, aspectRatio, setAspectRatio, resolution, setResolution };
}
