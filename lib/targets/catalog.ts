// The versioned catalog of video-model targets: each model's documented limits, modes, routes and
// lifecycle, with where and when every fact was checked. Pure data (no React, no server code) so the
// browser renders exports too. The entries live in ./catalog/<vendor>.ts; docs/models.md says how
// to update one (re-check the source, edit the entry, set verifiedOn, bump CATALOG_VERSION, run
// `npm run catalog:docs`).
import { GOOGLE_TARGETS } from "./catalog/google";
import { KLING_TARGETS } from "./catalog/kling";
import { SEEDANCE_TARGETS, WAN_TARGETS } from "./catalog/alibaba-bytedance";
import {
  LUMA_TARGETS,
  MINIMAX_TARGETS,
  OPENAI_TARGETS,
  PIKA_TARGETS,
  RUNWAY_TARGETS,
} from "./catalog/others";
import type { Mode, ModeSpec, RouteSpec, TargetSpec } from "./catalog/types";

export * from "./catalog/types";

export const CATALOG_VERSION = "2026-11-27.1";

const byId = (ids: string[], all: TargetSpec[]) => ids.map((id) => all.find((t) => t.id === id)!);

export const TARGETS: readonly TargetSpec[] = byId(
  [
    "veo-3.1",
    "veo-3.1-fast",
    "veo-3.1-lite",
    "kling-3",
    "kling-4",
    "runway-gen-4.5",
    "luma-ray-3.2",
    "minimax-h3",
    "wan-3.0",
    "seedance-2.0",
    "seedance-2.5",
    "gemini-omni-flash-1.2",
    "pika-2.5",
    "luma-ray-3",
    "hailuo-02",
    "wan-2.6",
    "gemini-omni-flash-1.1",
    "pika-2.2",
    "sora-2",
  ],
  [
    ...GOOGLE_TARGETS,
    ...KLING_TARGETS,
    ...RUNWAY_TARGETS,
    ...LUMA_TARGETS,
    ...MINIMAX_TARGETS,
    ...WAN_TARGETS,
    ...SEEDANCE_TARGETS,
    ...PIKA_TARGETS,
    ...OPENAI_TARGETS,
  ],
);

/** The catalog entry for an id, or undefined. */
export function findTarget(id: string): TargetSpec | undefined {
  return TARGETS.find((t) => t.id === id);
}

/** Targets that can be exported: live ones and legacy ones the vendor still serves. */
export const LIVE_TARGETS: readonly TargetSpec[] = TARGETS.filter((t) => t.status !== "retired");

/** Durations a target allows at a resolution (couplings applied). */
export function allowedDurations(spec: TargetSpec, resolution: string): number[] {
  return spec.couplings.find((c) => c.resolution === resolution)?.durations ?? spec.durations;
}

export function findMode(spec: TargetSpec, mode: Mode): ModeSpec | undefined {
  return spec.modes.find((m) => m.mode === mode);
}

export function findRoute(spec: TargetSpec, id: string): RouteSpec | undefined {
  return spec.routes.find((r) => r.id === id);
}

/** The route the target's own limits describe (its first). */
export const defaultRoute = (spec: TargetSpec): RouteSpec => spec.routes[0];

/** Names of the targets that replace a legacy or retired one. */
export function replacementNames(spec: TargetSpec): string[] {
  return (spec.lifecycle.replacedBy ?? []).map((id) => findTarget(id)?.name ?? id);
}

/** Whole days between two ISO dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.floor((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

/** Entries whose verification is older than `days` on `today` (for `npm run catalog`, never a test gate). */
export function staleTargets(today: string, days = 45): TargetSpec[] {
  return TARGETS.filter((t) => t.status !== "retired" && daysBetween(t.verifiedOn, today) > days);
}

const publicRoute = (r: RouteSpec) => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  model: r.model,
  ...(r.parameterNames ? { parameterNames: r.parameterNames } : {}),
  ...(r.durations ? { durations: r.durations } : {}),
  ...(r.aspectRatios ? { aspectRatios: r.aspectRatios } : {}),
  ...(r.resolutions ? { resolutions: r.resolutions } : {}),
  ...(r.promptLimit !== undefined ? { promptLimit: r.promptLimit } : {}),
  ...(r.note ? { note: r.note } : {}),
});

/** The public shape of a catalog entry served by GET /api/targets. */
export function publicTarget(spec: TargetSpec) {
  return {
    id: spec.id,
    name: spec.name,
    vendor: spec.vendor,
    status: spec.status,
    lifecycle: spec.lifecycle,
    durations: spec.durations,
    aspectRatios: spec.aspectRatios,
    resolutions: spec.resolutions,
    couplings: spec.couplings,
    promptLimit: spec.promptLimit,
    negativePrompt: spec.negativePrompt !== null,
    negativePromptLimit: spec.negativePrompt
      ? { field: spec.negativePrompt.field, max: spec.negativePrompt.max, unit: spec.negativePrompt.unit }
      : null,
    audio: spec.audio,
    dialogue: spec.dialogue,
    references: spec.references,
    multiShot: spec.multiShot,
    modes: spec.modes,
    /** The route the limits above describe. */
    route: defaultRoute(spec).id,
    /** The route whose model id and parameter names an export's `parameters` use. */
    parametersRoute: spec.parametersRoute,
    routes: spec.routes.map(publicRoute),
    unknowns: spec.unknowns,
    verifiedOn: spec.verifiedOn,
    sources: spec.sources,
    ...(spec.retiredOn ? { retiredOn: spec.retiredOn } : {}),
    ...(spec.alternatives ? { alternatives: spec.alternatives } : {}),
  };
}
