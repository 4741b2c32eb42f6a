// Google: Veo 3.1 (Standard, Fast, Lite) and Gemini Omni Flash (1.2 current, 1.1 superseded).
import { AUDITED, range, src, VERIFIED, VERIFIED_EARLIER, type TargetSpec } from "./types";

const VERTEX = "https://cloud.google.com/vertex-ai/generative-ai/docs/models/veo/3-1-generate";
const RUNWAY_T2V =
  "https://github.com/runwayml/sdk-python/blob/c604e0ea1e4a51a4063f2d638839ce3b6ff71023/src/runwayml/types/text_to_video_create_params.py";
const RUNWAY_I2V =
  "https://github.com/runwayml/sdk-python/blob/c604e0ea1e4a51a4063f2d638839ce3b6ff71023/src/runwayml/types/image_to_video_create_params.py";

const veoShared = {
  vendor: "Google",
  durations: [4, 6, 8],
  defaultDuration: 8,
  aspectRatios: ["16:9", "9:16"],
  defaultResolution: "720p",
  // Google publishes no character cap; Runway's Veo 3.1 route enforces 1,000 UTF-16 units, the
  // strictest documented route, so a prompt that fits it fits everywhere.
  promptLimit: { max: 1000, unit: "utf16" },
  sweetSpotWords: [40, 150],
  negativePrompt: { field: "negativePrompt", max: null, unit: "chars" },
  audio: true,
  dialogue: true,
  multiShot: { form: "timestamps", maxShots: 5, maxSeconds: 8 },
  verifiedOn: AUDITED,
} satisfies Partial<TargetSpec>;

const veoSources = [
  src(VERTEX, "vendor", "veo-3.1-generate-001 on Vertex AI", VERIFIED_EARLIER),
  src(
    "https://docs.cloud.google.com/gemini-enterprise-agent-platform/models/veo/3-1-generate.md.txt",
    "vendor",
    "model id veo-3.1-generate-001; text, image, first and last frame; extend; reference (asset) images",
  ),
  src(
    RUNWAY_T2V,
    "host",
    "Runway's veo3.1 / veo3.1_fast: 1,000 UTF-16 units, durations 4, 6, 8, ratios 1280:720, 720:1280, 1080:1920, 1920:1080",
  ),
  src(RUNWAY_I2V, "host", "Runway's veo3.1 image-to-video: first and last frame positions"),
  src(
    "https://github.com/GoogleCloudPlatform/generative-ai/tree/main/vision/getting-started",
    "vendor",
    "reference images and 1080p/4K need 8 s; up to 3 reference images",
    VERIFIED_EARLIER,
  ),
  src(
    "https://github.com/googleapis/js-genai/blob/6e9b35c45e21f0d37179a24d29dca01ebed698e6/src/types.ts",
    "vendor",
    "GenerateVideosConfig: durationSeconds, aspectRatio (16:9 and 9:16), resolution, negativePrompt, generateAudio, referenceImages, lastFrame",
    AUDITED,
  ),
  src("https://wavespeed.ai/veo-3-1-api", "host", "Standard, Fast and Lite tiers; extend in 7-second steps"),
];

const veoUnknowns = [
  "official prompt length cap (Google states none; 1,000 UTF-16 units is Runway's route)",
  "negativePrompt length cap",
  "release and shutdown dates of veo-3.1-generate-001",
  "the durationSeconds Vertex takes for an extension (hosts document a fixed 7 s step with no duration field; the export sends 7)",
];

const veoRoutes = (vertexId: string, runwayId: string | null, gatewayId: string) => [
  {
    id: "vertex",
    name: "Google Vertex AI",
    kind: "vendor" as const,
    model: vertexId,
    note: "The preview ids (veo-3.1-*-preview) were switched off in the Gemini API; the -001 ids on Vertex are current.",
  },
  ...(runwayId
    ? [
        {
          id: "runway",
          name: "Runway API",
          kind: "host" as const,
          model: runwayId,
          parameterNames: { durationSeconds: "duration", aspectRatio: "ratio" },
          promptLimit: { max: 1000, unit: "utf16" as const },
          note: "Ratios as pixel sizes: 1280:720, 720:1280, 1920:1080, 1080:1920.",
        },
      ]
    : []),
  { id: "ai-gateway", name: "Vercel AI Gateway", kind: "host" as const, model: gatewayId },
];

const veoFullModes: TargetSpec["modes"] = [
  { mode: "text-to-video" },
  { mode: "image-to-video", note: "The prompt describes motion only." },
  { mode: "first-last-frame" },
  {
    mode: "reference-images",
    durations: [8],
    maxReferences: 3,
    note: "Reference images force 8 s.",
  },
  { mode: "extend", durations: [7], note: "Extends in 7-second steps (host documentation)." },
];

export const GOOGLE_TARGETS: TargetSpec[] = [
  {
    ...veoShared,
    id: "veo-3.1",
    name: "Veo 3.1",
    status: "live",
    lifecycle: {},
    resolutions: ["720p", "1080p", "4k"],
    couplings: [
      { resolution: "1080p", durations: [8] },
      { resolution: "4k", durations: [8] },
    ],
    references: "up to 3 reference images (forces 8 s); first and last frame",
    modes: veoFullModes,
    routes: veoRoutes("veo-3.1-generate-001", "veo3.1", "google/veo-3.1-generate-001"),
    parametersRoute: "vertex",
    unknowns: veoUnknowns,
    sources: [
      ...veoSources,
      src(
        "https://vercel.com/ai-gateway/models/veo-3.1-generate-001.md",
        "host",
        "durations 4, 6, 8; ratios 16:9, 9:16; 720p, 1080p, 4K",
      ),
    ],
  },
  {
    ...veoShared,
    id: "veo-3.1-fast",
    name: "Veo 3.1 Fast",
    status: "live",
    lifecycle: {},
    resolutions: ["720p", "1080p", "4k"],
    couplings: [
      { resolution: "1080p", durations: [8] },
      { resolution: "4k", durations: [8] },
    ],
    references: "up to 3 reference images (forces 8 s); first and last frame",
    modes: veoFullModes,
    routes: veoRoutes("veo-3.1-fast-generate-001", "veo3.1_fast", "google/veo-3.1-fast-generate-001"),
    parametersRoute: "vertex",
    unknowns: veoUnknowns,
    sources: veoSources,
  },
  {
    ...veoShared,
    id: "veo-3.1-lite",
    name: "Veo 3.1 Lite",
    status: "live",
    lifecycle: {},
    // No 4K on Lite.
    resolutions: ["720p", "1080p"],
    couplings: [{ resolution: "1080p", durations: [8] }],
    references: "start frame only (no reference images)",
    modes: [{ mode: "text-to-video" }, { mode: "image-to-video", note: "The prompt describes motion only." }],
    routes: veoRoutes("veo-3.1-lite-generate-001", null, "google/veo-3.1-lite-generate-001"),
    parametersRoute: "vertex",
    unknowns: [
      ...veoUnknowns,
      "first and last frame on Lite (one host lists it, another says text and single image only)",
      "whether 1080p on Lite needs 8 s like Standard (assumed, as documented for the family)",
    ],
    sources: [
      ...veoSources.slice(2, 3),
      ...veoSources.slice(5, 6),
      src(
        "https://vercel.com/ai-gateway/models/veo-3.1-lite-generate-001/api",
        "host",
        "model id veo-3.1-lite-generate-001; text and image to video; 720p and 1080p",
      ),
      src(
        "https://developer.civitai.com/orchestration/recipes/veo3.md",
        "host",
        "lite supports only text-to-video and single image-to-video",
      ),
      src(
        "https://github.com/GoogleCloudPlatform/generative-ai/tree/main/vision/getting-started",
        "vendor",
        "Veo 3.1 family durations 4, 6, 8; 1080p needs 8 s",
        VERIFIED_EARLIER,
      ),
    ],
  },
  {
    id: "gemini-omni-flash-1.2",
    name: "Gemini Omni 1.2 Flash",
    vendor: "Google",
    status: "live",
    lifecycle: { released: "2026-11-05" },
    durations: range(3, 15),
    defaultDuration: 10,
    aspectRatios: ["16:9", "9:16"],
    resolutions: ["360p", "720p", "1080p", "4k"],
    defaultResolution: "720p",
    couplings: [],
    // The token cap in the previous catalog came from a retired preview model card; no GA source
    // states a prompt cap.
    promptLimit: null,
    sweetSpotWords: [40, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "start frame, optional last frame (up to 10 s), or up to 6 reference images",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 15 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video" },
      { mode: "first-last-frame", durations: range(3, 10), note: "Up to 10 s with first and last frames." },
      { mode: "reference-images", maxReferences: 6 },
    ],
    routes: [
      {
        id: "civitai",
        name: "Civitai orchestration",
        kind: "host",
        model: "1.2-flash",
        parameterNames: { durationSeconds: "duration" },
        note: 'Sent with engine "gemini-omni"; Google\'s own model id for 1.2 on Google Cloud is not published in what we read.',
      },
      { id: "muapi", name: "Muapi", kind: "host", model: "gemini-omni-1.2-flash" },
    ],
    parametersRoute: "civitai",
    unknowns: [
      "prompt length cap (GA)",
      "negative prompt field",
      "multi-shot syntax",
      "Google's own model id and parameter names for 1.2",
      "extend and edit limits",
    ],
    verifiedOn: VERIFIED,
    sources: [
      src(
        "https://developer.civitai.com/orchestration/recipes/gemini-omni",
        "host",
        "1.2 on Google Cloud: 3-15 s, up to 10 s with first/last frames; up to six images; 360p, 720p, 1080p, 4K",
      ),
      src(
        "https://muapi.ai/gemini-omni-1.2-flash",
        "host",
        "3-15 s; 16:9, 9:16; 360p to 4K; first frame with optional last frame; one to six reference images",
      ),
      src("https://runware.ai/docs/models/google-gemini-omni-flash-1-2", "host", "up to 15 s; 360p to 4K"),
    ],
  },
  {
    id: "gemini-omni-flash-1.1",
    name: "Gemini Omni Flash 1.1",
    vendor: "Google",
    status: "legacy",
    lifecycle: { released: "2026-08-27", replacedBy: ["gemini-omni-flash-1.2"] },
    durations: range(3, 10),
    defaultDuration: 8,
    aspectRatios: ["16:9", "9:16"],
    resolutions: ["360p", "720p", "1080p", "4k"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: null,
    sweetSpotWords: [40, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "start frame, first and last frame, up to 3 reference images and 3 short reference videos",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 10 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video" },
      { mode: "first-last-frame" },
      { mode: "reference-images", maxReferences: 3 },
      { mode: "extend", durations: range(3, 10), note: "Extensions add 3-10 s, up to 40 s in all." },
    ],
    routes: [
      {
        id: "runway",
        name: "Runway API",
        kind: "host",
        model: "gemini_omni_flash",
        parameterNames: { durationSeconds: "duration", aspectRatio: "ratio" },
        note: "Runway's SDK names the model without a version; ratios 1280:720 and 720:1280; text or a first frame only (first and last frame, reference images and extend are not on this route).",
      },
      { id: "venice", name: "Venice", kind: "host", model: "gemini-omni-flash-1-1-text-to-video" },
    ],
    parametersRoute: "runway",
    unknowns: ["prompt length cap", "negative prompt field", "multi-shot syntax", "deprecation date"],
    verifiedOn: AUDITED,
    sources: [
      src(RUNWAY_T2V, "host", "gemini_omni_flash: 3-10 s, ratios 1280:720 and 720:1280"),
      src(
        "https://github.com/runwayml/sdk-node/blob/ecb7e33b9c944047fbab3f21cbba610ba4b2d6e6/src/resources/text-to-video.ts",
        "host",
        "gemini_omni_flash: duration a whole number from 3 to 10; ratio 1280:720 or 720:1280",
        AUDITED,
      ),
      src(
        "https://docs.oxen.ai/inference-api/reference/models/gemini-omni-1-1-flash",
        "host",
        "3-10 s, 16:9 or 9:16, 360p-4K; first/last frame; 3 reference images; extend 3-10 s to 40 s",
      ),
      src("https://docs.venice.ai/zh/models/gemini-omni-flash-1-1", "host", "released 2026-08-27"),
    ],
  },
];
