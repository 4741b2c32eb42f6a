// The shape of a catalog entry and the small helpers the per-vendor files share. Pure data types:
// no React, no server code, so the browser renders exports from the same catalog.

export type PromptUnit = "chars" | "utf16" | "tokens";
export type MultiShotForm = "timestamps" | "multi_prompt" | "shot_blocks" | "numbered_shots" | "none";

/** live: the vendor serves it and it is current; legacy: still served, superseded; retired: switched off. */
export type TargetStatus = "live" | "legacy" | "retired";

/** How a generation is driven. text-to-video is the default everywhere. */
export const MODES = [
  "text-to-video",
  "image-to-video",
  "first-last-frame",
  "reference-images",
  "extend",
] as const;
export type Mode = (typeof MODES)[number];

export const MODE_LABELS: Record<Mode, string> = {
  "text-to-video": "Text to video",
  "image-to-video": "Image to video (start frame)",
  "first-last-frame": "First and last frame",
  "reference-images": "Reference images",
  extend: "Extend (continue from the last frame)",
};

/**
 * Where a number came from. vendor: the vendor's own docs, SDK or repository; host: a hosting
 * platform's copy of the vendor's parameters; secondary: anything else (blogs, third-party clients).
 */
export type SourceKind = "vendor" | "host" | "secondary";

export interface Source {
  url: string;
  kind: SourceKind;
  /** The day we read it. */
  checkedOn: string;
  /** The facts this source actually contains (so a reader can check each number). */
  facts: string;
}

/** A mode the model accepts, with the limits that differ from the target's (its couplings). */
export interface ModeSpec {
  mode: Mode;
  durations?: number[];
  aspectRatios?: string[];
  resolutions?: string[];
  /** Images (or keyframes) the mode takes at most. */
  maxReferences?: number;
  note?: string;
}

/**
 * One way to call the model: the vendor's own API or a host. The model id and parameter names
 * differ per route, and so can some limits; a field left out is the target's.
 */
export interface RouteSpec {
  id: string;
  name: string;
  kind: "vendor" | "host";
  model: string;
  /** Our parameter -> the route's name for it, where the route names it differently. */
  parameterNames?: Record<string, string>;
  durations?: number[];
  aspectRatios?: string[];
  resolutions?: string[];
  promptLimit?: { max: number; unit: PromptUnit } | null;
  note?: string;
}

export interface Lifecycle {
  released?: string;
  deprecated?: string;
  shutDown?: string;
  /** Ids of the targets that replace it. */
  replacedBy?: string[];
}

export interface TargetSpec {
  id: string;
  name: string;
  vendor: string;
  status: TargetStatus;
  lifecycle: Lifecycle;
  /** For retired targets: when the vendor switched it off (same as lifecycle.shutDown). */
  retiredOn?: string;
  durations: number[];
  defaultDuration: number;
  aspectRatios: string[];
  resolutions: string[];
  defaultResolution: string;
  /** Resolutions that only exist for some durations (e.g. Veo 3.1: 1080p and 4K need 8 s). */
  couplings: { resolution: string; durations: number[] }[];
  /** Hard cap on the prompt text; null where no source states one. */
  promptLimit: { max: number; unit: PromptUnit } | null;
  /** Words where the vendor's guide says prompts work best (lint only). */
  sweetSpotWords: [number, number];
  /** The negative-prompt field (its API name and cap), or null when the model has none. */
  negativePrompt: { field: string; max: number | null; unit: PromptUnit } | null;
  /** Native audio (sound and music) and spoken dialogue with lip-sync. */
  audio: boolean;
  dialogue: boolean;
  references: string;
  multiShot: {
    form: MultiShotForm;
    maxShots: number;
    maxSeconds: number;
    /** Cap per shot prompt where the API takes shots separately and a source states one. */
    shotLimit?: { max: number; unit: PromptUnit };
  };
  /** Every mode the model accepts; text-to-video first. */
  modes: ModeSpec[];
  /** The ways to call it; the first is the default the limits above describe. */
  routes: RouteSpec[];
  /** The route whose model id and parameter names the export's `parameters` use. */
  parametersRoute: string;
  /** What is not documented anywhere we could check, said plainly rather than guessed. */
  unknowns: string[];
  verifiedOn: string;
  sources: Source[];
  /** For retired targets: live ids to suggest instead. */
  alternatives?: string[];
}

export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The date of this catalog revision's checks. */
export const VERIFIED = "2026-11-26";
/** The audit of issue 22 (each live target's exported parameters against its vendor's schema). */
export const AUDITED = "2026-11-27";
/** The previous revision's checks (entries not re-read this time keep their date). */
export const VERIFIED_EARLIER = "2026-11-22";

export const src = (url: string, kind: SourceKind, facts: string, checkedOn = VERIFIED): Source => ({
  url,
  kind,
  checkedOn,
  facts,
});

export const TEXT_ONLY: ModeSpec[] = [{ mode: "text-to-video" }];
