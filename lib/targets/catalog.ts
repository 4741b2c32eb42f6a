// The versioned catalog of video-model targets: each model's documented limits, with the date they
// were checked and where. Pure data (no React, no server code) so the browser renders exports too.
// To update: re-check a vendor's docs or SDK, edit its entry, set verifiedOn, bump CATALOG_VERSION.

export const CATALOG_VERSION = "2026-11-22.1";

export type PromptUnit = "chars" | "utf16" | "tokens";
export type MultiShotForm = "timestamps" | "multi_prompt" | "shot_blocks" | "numbered_shots" | "none";

export interface TargetSpec {
  id: string;
  name: string;
  vendor: string;
  status: "live" | "retired";
  /** For retired targets: when the vendor switched it off. */
  retiredOn?: string;
  durations: number[];
  defaultDuration: number;
  aspectRatios: string[];
  resolutions: string[];
  defaultResolution: string;
  /** Resolutions that only exist for some durations (e.g. Veo 3.1: 1080p and 4K need 8 s). */
  couplings: { resolution: string; durations: number[] }[];
  /** Hard cap on the prompt text; null where no vendor source states one. */
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
    /** Cap per shot prompt where the API takes shots separately (Kling multi_prompt). */
    shotLimit?: { max: number; unit: PromptUnit };
  };
  /** What is not documented anywhere we could check, said plainly rather than guessed. */
  unknowns: string[];
  verifiedOn: string;
  sources: string[];
  /** For retired targets: live ids to suggest instead. */
  alternatives?: string[];
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const VERIFIED = "2026-11-22";

const veoBase = {
  vendor: "Google",
  status: "live",
  durations: [4, 6, 8],
  defaultDuration: 8,
  aspectRatios: ["16:9", "9:16"],
  resolutions: ["720p", "1080p", "4k"],
  defaultResolution: "720p",
  couplings: [
    { resolution: "1080p", durations: [8] },
    { resolution: "4k", durations: [8] },
  ],
  // Google publishes no character cap; Runway's Veo 3.1 route enforces 1,000 UTF-16 units, the
  // strictest documented route, so a prompt that fits it fits everywhere.
  promptLimit: { max: 1000, unit: "utf16" },
  sweetSpotWords: [40, 150],
  negativePrompt: { field: "negativePrompt", max: null, unit: "chars" },
  audio: true,
  dialogue: true,
  references: "up to 3 reference images (forces 8 s); first and last frame",
  multiShot: { form: "timestamps", maxShots: 4, maxSeconds: 8 },
  unknowns: ["official prompt length cap", "negativePrompt length cap"],
  verifiedOn: VERIFIED,
  sources: [
    "https://ai.google.dev/gemini-api/docs/video",
    "https://cloud.google.com/vertex-ai/generative-ai/docs/models/veo/3-1-generate",
    "https://github.com/googleapis/js-genai/blob/main/src/types.ts",
    "https://github.com/runwayml/sdk-python/blob/main/src/runwayml/types/text_to_video_create_params.py",
    "https://github.com/GoogleCloudPlatform/generative-ai/tree/main/vision/getting-started",
  ],
} satisfies Omit<TargetSpec, "id" | "name">;

export const TARGETS: readonly TargetSpec[] = [
  { ...veoBase, id: "veo-3.1", name: "Veo 3.1" },
  { ...veoBase, id: "veo-3.1-fast", name: "Veo 3.1 Fast" },
  {
    id: "kling-3",
    name: "Kling 3.0",
    vendor: "Kuaishou",
    status: "live",
    durations: range(3, 15),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1"],
    resolutions: ["720p", "1080p"],
    defaultResolution: "1080p",
    couplings: [],
    promptLimit: { max: 2500, unit: "chars" },
    sweetSpotWords: [30, 180],
    negativePrompt: { field: "negative_prompt", max: 2500, unit: "chars" },
    audio: true,
    dialogue: true,
    references: "first and end frame images; pre-registered element ids",
    multiShot: { form: "multi_prompt", maxShots: 6, maxSeconds: 15, shotLimit: { max: 512, unit: "chars" } },
    unknowns: ["4K tier availability outside some hosts"],
    verifiedOn: VERIFIED,
    sources: [
      "https://docs.freepik.com/api-reference/video/kling-v3/overview",
      "https://docs.higgsfield.ai/docs/models/kling-o3/image-reference.md",
      "https://docs.comfy.org/development/comfy-router/models/higgsfield/higgsfield-kling-3-4k/code",
    ],
  },
  {
    id: "runway-gen-4.5",
    name: "Runway Gen-4.5",
    vendor: "Runway",
    status: "live",
    durations: range(2, 10),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16"],
    resolutions: ["720p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 1000, unit: "utf16" },
    sweetSpotWords: [15, 80],
    negativePrompt: null,
    audio: false,
    dialogue: false,
    references: "image-to-video first frame (prompt then describes motion only)",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    unknowns: [],
    verifiedOn: VERIFIED,
    sources: [
      "https://github.com/runwayml/sdk-python/blob/main/src/runwayml/types/text_to_video_create_params.py",
      "https://help.runwayml.com/hc/en-us/articles/39789879462419-Gen-4-Video-Prompting-Guide",
    ],
  },
  {
    id: "luma-ray-3",
    name: "Luma Ray 3",
    vendor: "Luma AI",
    status: "live",
    durations: [5, 10],
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1", "4:3", "3:4", "21:9"],
    resolutions: ["540p", "720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: null,
    sweetSpotWords: [40, 120],
    negativePrompt: null,
    audio: false,
    dialogue: false,
    references: "start and end keyframes",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    unknowns: ["prompt length cap for Ray 3 (hosts list 6,000 characters for Ray 3.2)"],
    verifiedOn: VERIFIED,
    sources: ["https://lumalabs.ai/learning-hub", "https://docs.lumalabs.ai/docs/video-generation"],
  },
  {
    id: "hailuo-02",
    name: "MiniMax Hailuo 02",
    vendor: "MiniMax",
    status: "live",
    durations: [6, 10],
    defaultDuration: 6,
    aspectRatios: ["16:9"],
    resolutions: ["768P", "1080P"],
    defaultResolution: "768P",
    couplings: [{ resolution: "1080P", durations: [6] }],
    promptLimit: { max: 2000, unit: "chars" },
    sweetSpotWords: [20, 120],
    negativePrompt: null,
    audio: false,
    dialogue: false,
    references: "first frame image (the frame sets the ratio)",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    unknowns: ["whether a negative prompt field exists"],
    verifiedOn: VERIFIED,
    sources: [
      "https://platform.minimax.io/docs/api-reference/video-generation-t2v",
      "https://docs.comfy.org/tutorials/api-nodes/minimax/minimax",
    ],
  },
  {
    id: "wan-2.6",
    name: "Alibaba Wan 2.6",
    vendor: "Alibaba",
    status: "live",
    durations: range(2, 15),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1", "4:3", "3:4"],
    resolutions: ["480P", "720P", "1080P"],
    defaultResolution: "720P",
    couplings: [],
    // Documented for Wan 2.5 by hosts; nothing newer states otherwise.
    promptLimit: { max: 2000, unit: "chars" },
    sweetSpotWords: [30, 200],
    negativePrompt: { field: "negative_prompt", max: 500, unit: "chars" },
    audio: true,
    dialogue: true,
    references: "first frame image; own audio track",
    multiShot: { form: "shot_blocks", maxShots: 6, maxSeconds: 15 },
    unknowns: ["prompt cap stated for 2.5 only", "maximum number of shots in multi-shot mode"],
    verifiedOn: VERIFIED,
    sources: [
      "https://www.alibabacloud.com/help/en/model-studio/text-to-video-guide",
      "https://www.alibabacloud.com/help/en/model-studio/text-to-video-api-reference",
    ],
  },
  {
    id: "seedance-2.0",
    name: "Seedance 2.0",
    vendor: "ByteDance",
    status: "live",
    durations: range(4, 15),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1", "4:3", "3:4", "21:9"],
    resolutions: ["480p", "720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 3500, unit: "chars" },
    sweetSpotWords: [30, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "up to 9 images, video and audio references (15 s each in total)",
    multiShot: { form: "numbered_shots", maxShots: 6, maxSeconds: 15 },
    unknowns: ["maximum number of numbered shots"],
    verifiedOn: VERIFIED,
    sources: [
      "https://github.com/runwayml/sdk-python/blob/main/src/runwayml/types/text_to_video_create_params.py",
      "https://docs.byteplus.com/en/docs/ModelArk/1520757",
    ],
  },
  {
    id: "seedance-2.5",
    name: "Seedance 2.5",
    vendor: "ByteDance",
    status: "live",
    durations: range(4, 30),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1", "4:3", "3:4", "21:9"],
    resolutions: ["480p", "720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 15000, unit: "chars" },
    sweetSpotWords: [30, 250],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "up to 30 images; video and audio references (30 s each in total)",
    multiShot: { form: "numbered_shots", maxShots: 6, maxSeconds: 30 },
    unknowns: ["duration range from the vendor (hosts list 4-30 s)", "maximum number of shots"],
    verifiedOn: VERIFIED,
    sources: [
      "https://github.com/runwayml/sdk-python/blob/main/src/runwayml/types/text_to_video_create_params.py",
    ],
  },
  {
    id: "gemini-omni-flash-1.1",
    name: "Gemini Omni Flash 1.1",
    vendor: "Google",
    status: "live",
    durations: range(3, 10),
    defaultDuration: 8,
    aspectRatios: ["16:9", "9:16"],
    resolutions: ["360p", "720p", "1080p", "4k"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 131072, unit: "tokens" },
    sweetSpotWords: [40, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "image and video references; conversational edits",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    unknowns: ["negative prompt field", "multi-shot syntax"],
    verifiedOn: VERIFIED,
    sources: [
      "https://ai.google.dev/gemini-api/docs/video",
      "https://github.com/runwayml/sdk-python/blob/main/src/runwayml/types/text_to_video_create_params.py",
    ],
  },
  {
    id: "pika-2.2",
    name: "Pika 2.2",
    vendor: "Pika",
    status: "live",
    durations: [5, 10],
    defaultDuration: 5,
    // Pika takes any ratio from 0.4 to 2.5; these are the common ones.
    aspectRatios: ["16:9", "9:16", "1:1", "4:5", "5:4", "4:3", "3:4"],
    resolutions: ["720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: null,
    sweetSpotWords: [15, 80],
    negativePrompt: { field: "negative_prompt", max: null, unit: "chars" },
    audio: false,
    dialogue: false,
    references: "image-to-video, Pikaframes keyframes",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    unknowns: ["prompt length cap", "negative prompt cap", "native audio (treated as silent)"],
    verifiedOn: VERIFIED,
    sources: ["https://fal.ai/models/fal-ai/pika/v2.2/text-to-video/api"],
  },
  {
    id: "sora-2",
    name: "OpenAI Sora 2",
    vendor: "OpenAI",
    status: "retired",
    retiredOn: "2026-09-24",
    durations: [4, 8, 12],
    defaultDuration: 8,
    aspectRatios: ["16:9", "9:16"],
    resolutions: ["720p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: null,
    sweetSpotWords: [30, 150],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "input reference image",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 12 },
    unknowns: ["prompt length cap"],
    verifiedOn: VERIFIED,
    sources: ["https://developers.openai.com/api/docs/models/sora-2"],
    alternatives: ["veo-3.1", "kling-3", "seedance-2.0"],
  },
];

/** The catalog entry for an id, or undefined. */
export function findTarget(id: string): TargetSpec | undefined {
  return TARGETS.find((t) => t.id === id);
}

export const LIVE_TARGETS: readonly TargetSpec[] = TARGETS.filter((t) => t.status === "live");

/** Durations a target allows at a resolution (couplings applied). */
export function allowedDurations(spec: TargetSpec, resolution: string): number[] {
  return spec.couplings.find((c) => c.resolution === resolution)?.durations ?? spec.durations;
}

/** The public shape of a catalog entry served by GET /api/targets. */
export function publicTarget(spec: TargetSpec) {
  return {
    id: spec.id,
    name: spec.name,
    vendor: spec.vendor,
    status: spec.status,
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
    unknowns: spec.unknowns,
    verifiedOn: spec.verifiedOn,
    sources: spec.sources,
    ...(spec.retiredOn ? { retiredOn: spec.retiredOn } : {}),
    ...(spec.alternatives ? { alternatives: spec.alternatives } : {}),
  };
}
