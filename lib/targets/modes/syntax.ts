// How each model names a reference image in its prompt, and what its frame and reference slots are
// called in the API. Plain data: the vendor's (or its host's) documented syntax, with the source,
// and where no source documents one, said so (`documented: false`) rather than guessed silently.

export interface ReferenceSyntax {
  /** "tag": the prompt names each image by a token; "prose": the prompt names the subject in words. */
  kind: "tag" | "prose";
  /** The token for the n-th image (1-based). */
  tag: (n: number) => string;
  /** The API field that takes the reference images. */
  field: string;
  documented: boolean;
  source: string;
}

export interface FrameFields {
  start: string;
  end?: string;
  /** The field that takes the clip to continue (extend). */
  video?: string;
}

const seedance: ReferenceSyntax = {
  kind: "tag",
  tag: (n) => `@Image${n}`,
  field: "reference_images",
  documented: true,
  source: "Seedance 2.0 guides: each reference tagged @Image1, @Image2 ... and given its role in the prompt",
};
const positional: ReferenceSyntax = {
  kind: "tag",
  tag: (n) => `Image ${n}`,
  field: "image_urls",
  documented: true,
  source:
    'Wan 2.7 reference-to-video (Freepik, Evolink): references named "Image 1", "Image 2" in the order given',
};

/** Reference syntax per target id (only targets whose catalog entry has a reference-images mode). */
export const REFERENCE_SYNTAX: Record<string, ReferenceSyntax> = {
  "veo-3.1": {
    kind: "prose",
    tag: (n) => `reference image ${n}`,
    field: "referenceImages (referenceType: asset)",
    documented: true,
    source:
      "Google genai SDK GenerateVideosConfig.referenceImages: asset images, up to 3; the prompt describes the subjects in words",
  },
  "veo-3.1-fast": {
    kind: "prose",
    tag: (n) => `reference image ${n}`,
    field: "referenceImages (referenceType: asset)",
    documented: true,
    source:
      "Google genai SDK GenerateVideosConfig.referenceImages: asset images, up to 3; the prompt describes the subjects in words",
  },
  "kling-4": {
    kind: "tag",
    tag: (n) => `@Image${n}`,
    field: "reference_images",
    documented: true,
    source:
      "Kling 4.0 reference-to-video on ComfyUI (Kling4ReferenceToVideoNode: reference_images, named @Image1, @Image2 in connection order; up to 10, first/last frames included) and WaveSpeed (kwaivgi/kling-v4.0/reference-to-video examples use @Image1, @Video1); Kling's own API did not list Kling 4 yet",
  },
  "minimax-h3": {
    ...positional,
    field: "reference_images",
    documented: true,
    source:
      'MiniMax H3 hosted reference-to-video on ComfyUI (MinimaxHailuo03ReferenceNode): references named "Image 1", "Image 2", "Video 1", "Audio 1" in connection order; the field name reference_images is ours (no source we read names the API field)',
  },
  "wan-3.0": {
    ...positional,
    documented: false,
    source: "Wan 2.7's documented \"Image 1\" form; Wan 3.0's own parameter names are not documented",
  },
  "seedance-2.0": seedance,
  "seedance-2.5": seedance,
  "gemini-omni-flash-1.2": {
    kind: "tag",
    tag: (n) => `<IMAGE_REF_${n - 1}>`,
    field: "reference_images",
    documented: true,
    source:
      "Gemini Omni Flash reference-to-video on fal.ai and Muapi: <IMAGE_REF_0>, <IMAGE_REF_1> in list order",
  },
  "gemini-omni-flash-1.1": {
    kind: "tag",
    tag: (n) => `<IMAGE_REF_${n - 1}>`,
    field: "reference_images",
    documented: true,
    source:
      "Gemini Omni Flash reference-to-video on fal.ai and Muapi: <IMAGE_REF_0>, <IMAGE_REF_1> in list order",
  },
};

/** API field names of the start and end frame (and the clip to extend) per target. */
export const FRAME_FIELDS: Record<string, FrameFields> = {
  "veo-3.1": { start: "image", end: "lastFrame", video: "video" },
  "veo-3.1-fast": { start: "image", end: "lastFrame", video: "video" },
  "veo-3.1-lite": { start: "image" },
  "kling-3": { start: "image", end: "image_tail" },
  "kling-4": { start: "image", end: "last_image", video: "video" },
  "runway-gen-4.5": { start: "promptImage (position: first)" },
  "luma-ray-3.2": {
    start: "keyframes.frame0",
    end: "keyframes.frame1",
    video: "keyframes.frame0 (generation)",
  },
  "luma-ray-3": { start: "keyframes.frame0" },
  "minimax-h3": { start: "first_frame_image", end: "last_frame_image" },
  "hailuo-02": { start: "first_frame_image" },
  "wan-3.0": { start: "first_frame_url", end: "last_frame_url", video: "video_url" },
  "wan-2.6": { start: "img_url" },
  "seedance-2.0": { start: "first_frame", end: "last_frame" },
  "seedance-2.5": { start: "first_frame", end: "last_frame", video: "reference_video" },
  "gemini-omni-flash-1.2": { start: "image", end: "last_frame" },
  "gemini-omni-flash-1.1": { start: "image", end: "last_frame", video: "video" },
  "pika-2.5": { start: "image" },
};

export const frameFields = (id: string): FrameFields => FRAME_FIELDS[id] ?? { start: "image" };
