// Alibaba Wan (2.6 legacy, 3.0 current) and ByteDance Seedance (2.0, 2.5).
import { AUDITED, range, src, VERIFIED, VERIFIED_EARLIER, type TargetSpec } from "./types";

const WAN_RATIOS = ["16:9", "9:16", "1:1", "4:3", "3:4"];

export const WAN_TARGETS: TargetSpec[] = [
  {
    id: "wan-3.0",
    name: "Alibaba Wan 3.0",
    vendor: "Alibaba",
    status: "live",
    lifecycle: { released: "2026-08-01" },
    // The route whose parameters the export writes (Venice) takes these lengths.
    durations: [2, 5, 10, 15, 20, 25, 30],
    defaultDuration: 5,
    aspectRatios: WAN_RATIOS,
    resolutions: ["480p", "720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 20000, unit: "chars" },
    sweetSpotWords: [30, 300],
    // Wan 3.0 removed the negative_prompt and prompt_extend parameters of the 2.x models.
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "first frame and optional last frame, or up to 10 images, 5 videos and 5 audio clips",
    multiShot: { form: "none", maxShots: 1, maxSeconds: 30 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video" },
      { mode: "first-last-frame" },
      { mode: "reference-images", maxReferences: 10, note: "Plus up to 5 videos and 5 audio clips." },
      { mode: "extend", note: "Input and output together at most 30 s." },
    ],
    routes: [
      {
        id: "venice",
        name: "Venice",
        kind: "host",
        model: "wan-3-0-text-to-video",
        parameterNames: { durationSeconds: "duration", aspectRatio: "aspect_ratio" },
      },
      {
        id: "model-studio",
        name: "Alibaba Model Studio",
        kind: "vendor",
        model: "wan3.0-video",
        durations: range(2, 30),
        note: "One model id for every mode; the media passed decide the mode. wan3.0-video-prime is the faster tier.",
      },
      {
        id: "wavespeed",
        name: "WaveSpeedAI",
        kind: "host",
        model: "alibaba/wan-3.0/text-to-video",
        durations: range(2, 30),
      },
    ],
    parametersRoute: "venice",
    unknowns: [
      "the vendor's own parameter names (Model Studio)",
      "multi-shot syntax inside one prompt",
      "prompt cap on the vendor's route (Venice states 20,000 characters)",
    ],
    verifiedOn: VERIFIED,
    sources: [
      src(
        "https://docs.venice.ai/zh/guides/media/wan-3-0",
        "host",
        "2, 5, 10, 15, 20, 25, 30 s; 16:9, 9:16, 1:1, 4:3, 3:4; prompts up to 20,000 characters; 10 images, 5 videos, 5 audio",
      ),
      src(
        "https://docs.venice.ai/zh/models/wan-3-0.md",
        "host",
        "wan-3-0-text-to-video; released 2026-08-01; 480p, 720p, 1080p",
      ),
      src(
        "https://docs.oxen.ai/inference-api/reference/models/wan-v3-0-video",
        "host",
        "2-30 s, up to 1080P, audio on by default; negative_prompt and prompt_extend removed",
      ),
      src(
        "https://docs.apiyi.com/zh-Hant/api-capabilities/wan3/overview.md",
        "host",
        "model ids wan3.0-video and wan3.0-video-prime; 480P-1080P; 30 s input and output together",
      ),
      src(
        "https://wavespeed.ai/zh-CN/wan-3-api",
        "host",
        "2-30 s (default 5); 480p, 720p, 1080p; five ratios",
      ),
    ],
  },
  {
    id: "wan-2.6",
    name: "Alibaba Wan 2.6",
    vendor: "Alibaba",
    status: "legacy",
    lifecycle: { replacedBy: ["wan-3.0"] },
    durations: [5, 10, 15],
    defaultDuration: 5,
    aspectRatios: WAN_RATIOS,
    // Hosts offer 720p and 1080p only; 480p was Wan 2.5's.
    resolutions: ["720P", "1080P"],
    defaultResolution: "720P",
    couplings: [],
    // fal's copy of the schema caps prompts at 800 characters (2,000 was Wan 2.5's); one host
    // accepts 5,000. The strictest documented route wins so the prompt works everywhere.
    promptLimit: { max: 800, unit: "chars" },
    sweetSpotWords: [30, 150],
    negativePrompt: { field: "negative_prompt", max: 500, unit: "chars" },
    audio: true,
    dialogue: true,
    references: "first frame image; own audio track",
    multiShot: { form: "shot_blocks", maxShots: 6, maxSeconds: 15 },
    modes: [{ mode: "text-to-video" }, { mode: "image-to-video" }],
    routes: [
      {
        id: "model-studio",
        name: "Alibaba Model Studio (legacy protocol)",
        kind: "vendor",
        model: "wan2.6-t2v",
        note: "The frame is `size` (width*height): 720P 1280*720, 720*1280, 960*960, 1088*832, 832*1088; 1080P 1920*1080, 1080*1920, 1440*1440, 1632*1248, 1248*1632. Image to video is wan2.6-i2v, with `resolution` (720P, 1080P) and the frame's ratio.",
      },
      { id: "fal", name: "fal.ai", kind: "host", model: "fal-ai/wan/v2.6/text-to-video" },
      {
        id: "kie",
        name: "Kie.ai",
        kind: "host",
        model: "wan/2-6-text-to-video",
        promptLimit: { max: 5000, unit: "chars" },
      },
    ],
    parametersRoute: "model-studio",
    unknowns: [
      "the vendor's own prompt cap for 2.6 (a Model Studio mirror states 1,500 characters; 800 is kept, the strictest route)",
      "durations 2-15 on Model Studio (two mirrors say any whole second; 5, 10, 15 work on every route)",
      "maximum number of shots in multi-shot mode",
      "deprecation date",
    ],
    verifiedOn: AUDITED,
    sources: [
      src(
        "https://www.alibabacloud.com/help/es/model-studio/legacy-wan-text-to-video-api-reference",
        "vendor",
        "the legacy-protocol API reference covers wan2.6 and earlier",
      ),
      src(
        "https://docs.runpod.io/public-endpoints/models/wan-2-6-t2v.md",
        "host",
        "duration 5, 10 or 15; negative_prompt",
      ),
      src(
        "https://wavespeed.ai/docs/docs-api/alibaba/alibaba-wan-2.6-text-to-video",
        "host",
        "5-15 s; 720p and 1080p tiers; multi-shot with prompt expansion",
      ),
      src(
        "https://github.com/vladholos492-wq/TRT-main/blob/main/docs/WAN_2_6_TEXT_TO_VIDEO_INTEGRATION.md",
        "secondary",
        "Kie.ai's wan/2-6-text-to-video: prompt 1-5,000 characters; 5, 10, 15 s; 720p, 1080p",
      ),
      src(
        "https://fal.ai/models/fal-ai/wan/v2.6/text-to-video/api",
        "host",
        "prompt max 800 characters; 16:9, 9:16, 1:1, 4:3, 3:4 (as copied in a public integration plan)",
      ),
      src(
        "https://www.alibabacloud.com/help/en/model-studio/text-to-video-guide",
        "vendor",
        "Shot 1 ... Shot 2 multi-shot prompts with shot_type multi",
        VERIFIED_EARLIER,
      ),
      src(
        "https://doc.vtrix.ai/docs/api/qwen/wan26-t2v",
        "host",
        "Model Studio's request shape for wan2.6-t2v: input.prompt up to 1,500 characters (excess truncated); parameters.size as width*height per tier (1280*720 ... 1632*1248); wan2.6-i2v takes input.img_url and parameters.resolution",
        AUDITED,
      ),
    ],
  },
];

const SEEDANCE_RATIOS = ["16:9", "9:16", "1:1", "4:3", "3:4", "21:9"];
const RUNWAY_T2V =
  "https://github.com/runwayml/sdk-python/blob/c604e0ea1e4a51a4063f2d638839ce3b6ff71023/src/runwayml/types/text_to_video_create_params.py";

export const SEEDANCE_TARGETS: TargetSpec[] = [
  {
    id: "seedance-2.0",
    name: "Seedance 2.0",
    vendor: "ByteDance",
    status: "live",
    lifecycle: {},
    durations: range(4, 15),
    defaultDuration: 5,
    aspectRatios: SEEDANCE_RATIOS,
    resolutions: ["480p", "720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    promptLimit: { max: 3500, unit: "chars" },
    sweetSpotWords: [30, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "up to 9 images, 3 videos and 3 audio clips (15 s each in total)",
    multiShot: { form: "numbered_shots", maxShots: 6, maxSeconds: 15 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video" },
      { mode: "first-last-frame" },
      { mode: "reference-images", maxReferences: 9 },
    ],
    routes: [
      {
        id: "modelark",
        name: "BytePlus ModelArk (as Civitai mirrors it)",
        kind: "vendor",
        model: "v2",
        note: "Tiers: v2-fast 480p/720p only; v2-mini 480p-1080p here (480p/720p on Muapi). aspectRatio 'adaptive' lets the model choose.",
      },
      {
        id: "runway",
        name: "Runway API",
        kind: "host",
        model: "seedance2",
        parameterNames: { durationSeconds: "duration", aspectRatio: "ratio" },
        note: "Also seedance2_fast and seedance2_mini.",
      },
      {
        id: "listenhub",
        name: "ListenHub",
        kind: "host",
        model: "doubao-seedance-2-pro",
        promptLimit: { max: 500, unit: "chars" },
        note: "Truncates prompts beyond 500 characters.",
      },
    ],
    parametersRoute: "modelark",
    unknowns: [
      "4K on the base model (one third-party harness reports a host accepting it; no vendor source)",
      "model-chosen duration (-1): documented for 2.5 by a secondary source only",
      "maximum number of numbered shots",
      "Mini's top resolution (hosts disagree: 720p or 1080p)",
    ],
    verifiedOn: AUDITED,
    sources: [
      src(
        "https://developer.civitai.com/orchestration/recipes/seedance.md",
        "host",
        "v2 4-15 s 480p/720p/1080p; v2-fast 480p/720p; v2-mini 480p-1080p; 9 images, 3 videos, 3 audio; default aspectRatio adaptive",
      ),
      src(
        RUNWAY_T2V,
        "host",
        "seedance2: prompts up to 3,500 characters; up to 9 image references; 15 s of video references",
      ),
      src(
        "https://github.com/runwayml/sdk-node/blob/ecb7e33b9c944047fbab3f21cbba610ba4b2d6e6/src/resources/text-to-video.ts",
        "host",
        "seedance2: promptText up to 3,500 characters; audio flag; ratios as sizes for 21:9, 16:9, 4:3, 1:1, 3:4, 9:16 (1470:630 ... 720:1280, up to 3840 wide); seedance2_fast and seedance2_mini 480p/720p sizes only",
        AUDITED,
      ),
      src(
        "https://listenhub.ai/docs/en/openapi/api-reference/ai-video/seedance",
        "host",
        "pro 480p-1080p, fast 480p/720p; 4-15 s; prompts truncated beyond 500 characters",
      ),
      src("https://muapi.ai/blog/seedance-20-mini-api", "host", "Seedance 2 Mini: 480p or 720p, 4-15 s"),
      src(
        "https://github.com/jordanurbs/venice-video-harness/releases/tag/v2.25.0",
        "secondary",
        "reports seedance-2-0 accepting 4k on Venice (probed 2026-09-07)",
      ),
    ],
  },
  {
    id: "seedance-2.5",
    name: "Seedance 2.5",
    vendor: "ByteDance",
    status: "live",
    lifecycle: {},
    durations: range(4, 30),
    defaultDuration: 5,
    aspectRatios: SEEDANCE_RATIOS,
    resolutions: ["480p", "720p"],
    defaultResolution: "720p",
    couplings: [],
    // No source supports the 15,000-character cap of the previous catalog.
    promptLimit: null,
    sweetSpotWords: [30, 250],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references: "up to 30 images, 10 videos and 10 audio clips (30 s each in total)",
    multiShot: { form: "numbered_shots", maxShots: 6, maxSeconds: 30 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video" },
      { mode: "first-last-frame" },
      { mode: "reference-images", maxReferences: 30 },
      { mode: "extend", note: "Needs a reference video; only the new segment is generated." },
    ],
    routes: [
      { id: "modelark", name: "BytePlus ModelArk (as Civitai mirrors it)", kind: "vendor", model: "v2.5" },
      {
        id: "shotstack",
        name: "Shotstack",
        kind: "host",
        model: "seedance-2.5-text-to-video",
        resolutions: ["480p", "720p", "1080p"],
      },
    ],
    parametersRoute: "modelark",
    unknowns: [
      "prompt length cap (nothing found; a 4,000-character host cap was reported but not found)",
      "1080p (some hosts list it; the vendor route does not)",
      "maximum number of shots",
    ],
    verifiedOn: VERIFIED,
    sources: [
      src(
        "https://developer.civitai.com/orchestration/recipes/seedance.md",
        "host",
        "v2.5: 4-30 s, 480p/720p only; 30 images, 10 videos, 10 audio, 30 s total",
      ),
      src("https://piapi.ai/tr/seedance-2-5", "host", "4-30 s; 480p and 720p; no 1080p"),
      src(
        "https://shotstack.io/models/seedance-2.5/",
        "host",
        "4-30 s; 480p, 720p, 1080p; seven ratios with auto",
      ),
      src(
        "https://docs.comfy.org/zh/built-in-nodes/ByteDance2ReferenceNodeV2",
        "host",
        "Seedance 2.5 references: 30 images, 10 videos, 10 audio; edit and extend need a reference video",
      ),
    ],
  },
];
