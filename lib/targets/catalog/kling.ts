// Kuaishou Kling: 3.0 (multi_prompt shots) and 4.0 (single prompt, 3-30 s, audio always on).
import { AUDITED, range, src, VERIFIED_EARLIER, type TargetSpec } from "./types";

export const KLING_TARGETS: TargetSpec[] = [
  {
    id: "kling-3",
    name: "Kling 3.0",
    vendor: "Kuaishou",
    // Kling 4.0 does not replace it: it has no multi_prompt, which 3.0 keeps.
    status: "live",
    lifecycle: {},
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
    // Kling's API (as the AI SDK's klingai provider documents it): up to 6 shots, each prompt at most
    // 512 characters, the shots' durations (at least 1 s each) summing to the clip's duration.
    multiShot: {
      form: "multi_prompt",
      maxShots: 6,
      maxSeconds: 15,
      shotLimit: { max: 512, unit: "chars" },
    },
    modes: [{ mode: "text-to-video" }, { mode: "image-to-video" }, { mode: "first-last-frame" }],
    routes: [
      { id: "kling", name: "Kling API (as Freepik mirrors it)", kind: "vendor", model: "kling-v3" },
      {
        id: "venice-4k",
        name: "Venice (native 4K tier)",
        kind: "host",
        model: "kling-v3-4k-text-to-video",
        resolutions: ["4k"],
        note: "The native 4K tier is a separate model id on hosts; multi_prompt there is not documented.",
      },
    ],
    parametersRoute: "kling",
    unknowns: ['whether the native 4K tier (mode "4k" on some hosts) takes multi_prompt'],
    verifiedOn: AUDITED,
    sources: [
      src(
        "https://docs.freepik.com/api-reference/video/kling-v3/overview",
        "host",
        "3-15 s; 16:9, 9:16, 1:1; 2,500-character prompt and negative prompt; multi_prompt up to 6 shots, 15 s",
        VERIFIED_EARLIER,
      ),
      src(
        "https://github.com/vercel/ai/blob/0d67d0f2b0dddc043975416b1c929135774c85a2/packages/klingai/src/klingai-video-model-options.ts",
        "host",
        "Kling API options: mode std or pro; sound on/off; negative prompt up to 2,500 characters; multiShot needs shotType (customize or intelligence); multiPrompt up to 6 shots, each prompt at most 512 characters, durations as strings summing to the total",
        AUDITED,
      ),
      src(
        "https://huggingface.co/AI-APIs/Kling-API",
        "secondary",
        "kling-3.0 through Apiframe: modes standard (720p), pro (1080p) and 4k; 1:1, 9:16, 16:9",
        AUDITED,
      ),
      src(
        "https://docs.venice.ai/zh/models/kling-v3-4k",
        "host",
        "Kling V3 4K: kling-v3-4k-text-to-video, 3-15 s, 16:9, 9:16, 1:1, released 2026-04-22",
      ),
      src(
        "https://docs.comfy.org/development/comfy-router/models/higgsfield/higgsfield-kling-3-4k/code",
        "host",
        "a Kling 3 4K endpoint",
        VERIFIED_EARLIER,
      ),
    ],
  },
  {
    id: "kling-4",
    name: "Kling 4.0",
    vendor: "Kuaishou",
    status: "live",
    lifecycle: { released: "2026-10-24" },
    durations: range(3, 30),
    defaultDuration: 5,
    aspectRatios: ["16:9", "9:16", "1:1", "21:9"],
    resolutions: ["720p", "1080p"],
    defaultResolution: "720p",
    couplings: [],
    // Kling's API takes up to 26,000 characters (Comfy's node); Muapi's route 8,000. The stricter
    // one, so the prompt works on both; Venice (the parameters route) states none.
    promptLimit: { max: 8000, unit: "chars" },
    sweetSpotWords: [30, 200],
    negativePrompt: null,
    audio: true,
    dialogue: true,
    references:
      "first frame, optional last frame and up to 8 keyframes (10 images); up to 10 reference images, 5 videos, 3 audio clips",
    // One prompt per request: Kling 4.0 has no multi_prompt parameter.
    multiShot: { form: "none", maxShots: 1, maxSeconds: 30 },
    modes: [
      { mode: "text-to-video" },
      { mode: "image-to-video", note: "The ratio follows the first frame when none is set." },
      {
        mode: "first-last-frame",
        maxReferences: 10,
        note: "Optional keyframes in between (10 images in all).",
      },
      { mode: "reference-images", maxReferences: 10 },
      { mode: "extend", durations: range(3, 30) },
    ],
    routes: [
      {
        id: "venice",
        name: "Venice",
        kind: "host",
        model: "kling-v4-text-to-video",
        parameterNames: { durationSeconds: "duration", aspectRatio: "aspect_ratio" },
      },
      {
        id: "wavespeed",
        name: "WaveSpeedAI",
        kind: "host",
        model: "kwaivgi/kling-v4.0/text-to-video",
        resolutions: ["720p", "1080p", "4k"],
        note: "Lists a 4K option that other hosts do not.",
      },
      {
        id: "piapi",
        name: "PiAPI",
        kind: "host",
        model: "kling 4.0",
        note: "4.0-flash: 720p, 3-20 s.",
      },
    ],
    parametersRoute: "venice",
    unknowns: [
      "the vendor's own parameter names (a third-party client sends model_name kling-v4-0 to Kling's text2video)",
      "prompt cap on Venice (the parameters route)",
      "negative prompt field",
      "how dialogue is written (audio is always generated; the Kling 3 form is used)",
      "per-shot prompts: hosts document one prompt per request, no multi_prompt",
    ],
    verifiedOn: AUDITED,
    sources: [
      src(
        "https://docs.venice.ai/zh/models/kling-4-0",
        "host",
        "released 2026-10-24; 3-30 s; 720p, 1080p; 16:9, 9:16, 1:1, 21:9; audio always generated",
      ),
      src(
        "https://wavespeed.ai/blog/zh-CN/ai-comparisons/kling-4-0-vs-kling-3-0-what-to-expect/",
        "host",
        "one prompt per request, no multi_prompt; first frame, last_image and keyframes (10 images); 10 images, 5 videos, 3 audio references",
      ),
      src(
        "https://wavespeed.ai/collections/kling-4",
        "host",
        "3-30 s at 720p or 1080p; up to 8 in-between keyframes; extend from the last frame",
      ),
      src("https://piapi.ai/hi/kling-4", "host", "3-30 s standard, 3-20 s Flash (720p)"),
      src(
        "https://docs.comfy.org/built-in-nodes/Kling4TextToVideoNode.md",
        "host",
        "kling-4.0 on Kling's API: prompt 1-26,000 characters; 720p or 1080p; 16:9, 9:16, 1:1, 21:9; 3-30 s",
        AUDITED,
      ),
      src(
        "https://muapi.ai/zh/playground/kling-4.0-text-to-video",
        "host",
        "kling-4.0 text-to-video: prompt at most 8,000 characters; 3-30 s; 720p, 1080p; 16:9, 9:16, 1:1, 21:9",
        AUDITED,
      ),
      src(
        "https://useapi.net/docs/articles/kling-4-api",
        "secondary",
        "Kling 4.0 launched 2026-10-15 in Kling's app; Kling's developer API lists it as coming soon; model_name kling-v4-0 through a third-party client of Kling's text2video",
        AUDITED,
      ),
    ],
  },
];
