// Issue 22: what an export sends works on the model it names, first time. For every exportable
// target, descriptions that state durations, ratios, lengths over the cap, many shots, dialogue and
// exclusions are exported, and each clip's parameters are checked against the values the route that
// `parameters` is written for accepts (its schema, as the vendor's SDK or the host's reference states
// it; docs/models.md has the sources), in the route's own parameter names.
import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { LIVE_TARGETS, type Mode, type TargetSpec } from "@/lib/targets/catalog";
import { exportDocument, type ExportClip, type ExportResult } from "@/lib/targets/export";
import { effectiveSpec } from "@/lib/targets/validate";
import { measure, truncateTo } from "@/lib/targets/text";

type Params = ExportClip["parameters"];
type Check = (p: Params, mode: Mode) => string[];

const oneOf = (name: string, value: unknown, allowed: readonly unknown[]) =>
  allowed.includes(value) ? [] : [`${name} ${JSON.stringify(value)} is not one of ${allowed.join(", ")}`];
const whole = (name: string, value: unknown, from: number, to: number) =>
  Number.isInteger(value) && (value as number) >= from && (value as number) <= to
    ? []
    : [`${name} ${JSON.stringify(value)} is not a whole number from ${from} to ${to}`];
const seconds = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// Google's GenerateVideosConfig (js-genai): durationSeconds 4, 6, 8; 16:9 or 9:16; 1080p and 4k only at 8 s.
const veo =
  (resolutions: string[]): Check =>
  (p, mode) => [
    // An extension is a fixed 7 s step (hosts; Vertex's own value for it is in the entry's unknowns).
    ...oneOf("durationSeconds", p.durationSeconds, mode === "extend" ? [7] : [4, 6, 8]),
    ...oneOf("aspectRatio", p.aspectRatio, ["16:9", "9:16"]),
    ...oneOf("resolution", p.resolution, resolutions),
    ...(p.resolution !== "720p" && mode !== "extend" && p.durationSeconds !== 8
      ? [`${String(p.resolution)} needs 8 s`]
      : []),
    ...oneOf("generateAudio", p.generateAudio, [true, false]),
  ];

const LUMA_RATIOS = ["16:9", "9:16", "1:1", "4:3", "3:4", "21:9"];
const WAN_RATIOS = ["16:9", "9:16", "1:1", "4:3", "3:4"];
const SEEDANCE_RATIOS = ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"];
// Model Studio's wan2.6-t2v frame sizes per tier.
const WAN26_SIZES: Record<string, Record<string, string>> = {
  "720P": { "16:9": "1280*720", "9:16": "720*1280", "1:1": "960*960", "4:3": "1088*832", "3:4": "832*1088" },
  "1080P": {
    "16:9": "1920*1080",
    "9:16": "1080*1920",
    "1:1": "1440*1440",
    "4:3": "1632*1248",
    "3:4": "1248*1632",
  },
};

/** What each target's parameters route accepts, in its own names. */
const ACCEPTS: Record<string, Check> = {
  "veo-3.1": veo(["720p", "1080p", "4k"]),
  "veo-3.1-fast": veo(["720p", "1080p", "4k"]),
  "veo-3.1-lite": veo(["720p", "1080p"]),
  // Kling's API (the AI SDK's klingai provider): multi_shot needs shot_type; up to 6 shots, each
  // prompt at most 512 characters, each at least 1 s, their durations adding up to the clip's.
  "kling-3": (p) => {
    const out = [
      ...oneOf("duration", p.duration, seconds(3, 15).map(String)),
      ...oneOf("aspect_ratio", p.aspect_ratio, ["16:9", "9:16", "1:1"]),
      ...oneOf("mode", p.mode, ["std", "pro", "4k"]),
      ...oneOf("sound", p.sound, ["on", "off"]),
    ];
    const shots = p.multi_prompt as { index: number; prompt: string; duration: string }[] | undefined;
    if (!p.multi_shot) return shots ? [...out, "multi_prompt without multi_shot"] : out;
    out.push(...oneOf("shot_type", p.shot_type, ["customize"]));
    if (!shots?.length || shots.length > 6) return [...out, `${shots?.length ?? 0} shots in multi_prompt`];
    shots.forEach((s, i) => {
      if (s.index !== i + 1) out.push(`shot ${i + 1} has index ${s.index}`);
      if (measure(s.prompt, "chars") > 512)
        out.push(`shot ${i + 1}: ${measure(s.prompt, "chars")} characters`);
      if (!s.prompt.trim()) out.push(`shot ${i + 1} has no prompt`);
      out.push(...whole(`shot ${i + 1} duration`, Number(s.duration), 1, 15));
      if (typeof s.duration !== "string") out.push(`shot ${i + 1} duration is not a string`);
    });
    const sum = shots.reduce((n, s) => n + Number(s.duration), 0);
    if (String(sum) !== p.duration)
      out.push(`shot durations add up to ${sum}, duration is ${String(p.duration)}`);
    return out;
  },
  "kling-4": (p) => [
    ...oneOf(
      "duration",
      p.duration,
      seconds(3, 30).map((s) => `${s}s`),
    ),
    ...oneOf("aspect_ratio", p.aspect_ratio, ["16:9", "9:16", "1:1", "21:9"]),
    ...oneOf("resolution", p.resolution, ["720p", "1080p"]),
  ],
  // Runway's SDK: gen4.5 text-to-video.
  "runway-gen-4.5": (p, mode) => [
    ...whole("duration", p.duration, 2, 10),
    ...oneOf(
      "ratio",
      p.ratio,
      mode === "image-to-video"
        ? ["1280:720", "720:1280", "1104:832", "960:960", "832:1104", "1584:672"]
        : ["1280:720", "720:1280"],
    ),
  ],
  "luma-ray-3.2": (p) => [
    ...oneOf("duration", p.duration, ["5s", "10s"]),
    ...oneOf("aspect_ratio", p.aspect_ratio, LUMA_RATIOS),
    ...oneOf("resolution", p.resolution, ["540p", "720p", "1080p"]),
  ],
  "luma-ray-3": (p) => [
    ...oneOf("duration", p.duration, ["5s", "10s"]),
    ...oneOf("aspect_ratio", p.aspect_ratio, LUMA_RATIOS),
    ...oneOf("resolution", p.resolution, ["540p", "720p", "1080p"]),
  ],
  // 5-15 s on MiniMax's own API and every host but one.
  "minimax-h3": (p) => [
    ...whole("duration", p.duration, 5, 15),
    ...oneOf("aspect_ratio", p.aspect_ratio, ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"]),
    ...oneOf("resolution", p.resolution, ["768P"]),
  ],
  "hailuo-02": (p) => [
    ...oneOf("duration", p.duration, [6, 10]),
    ...oneOf("resolution", p.resolution, ["768P", "1080P"]),
    ...(p.resolution === "1080P" && p.duration !== 6 ? ["1080P needs 6 s"] : []),
  ],
  "wan-3.0": (p) => [
    ...oneOf("duration", p.duration, ["2s", "5s", "10s", "15s", "20s", "25s", "30s"]),
    ...oneOf("aspect_ratio", p.aspect_ratio, WAN_RATIOS),
    ...oneOf("resolution", p.resolution, ["480p", "720p", "1080p"]),
  ],
  // Model Studio's wan2.6-t2v: the frame is `size`; multi-shot needs prompt_extend.
  "wan-2.6": (p, mode) => [
    ...oneOf("duration", p.duration, [5, 10, 15]),
    ...(mode === "image-to-video"
      ? [
          ...oneOf("resolution", p.resolution, ["720P", "1080P"]),
          ...(p.size ? ["size on image to video"] : []),
        ]
      : oneOf("size", p.size, [WAN26_SIZES[String(p.resolution)]?.[p.aspectRatio]].filter(Boolean))),
    ...oneOf("shot_type", p.shot_type, ["single", "multi"]),
    ...(p.shot_type === "multi" && p.prompt_extend !== true ? ["shot_type multi without prompt_extend"] : []),
  ],
  "seedance-2.0": (p) => [
    ...whole("duration", p.duration, 4, 15),
    ...oneOf("ratio", p.ratio, SEEDANCE_RATIOS),
    ...oneOf("resolution", p.resolution, ["480p", "720p", "1080p"]),
  ],
  "seedance-2.5": (p) => [
    ...whole("duration", p.duration, 4, 30),
    ...oneOf("ratio", p.ratio, SEEDANCE_RATIOS),
    ...oneOf("resolution", p.resolution, ["480p", "720p"]),
  ],
  // Civitai's gemini-omni engine, model 1.2-flash.
  "gemini-omni-flash-1.2": (p) => [
    ...oneOf("engine", p.engine, ["gemini-omni"]),
    ...whole("duration", p.duration, 3, 15),
    ...oneOf("aspectRatio", p.aspectRatio, ["16:9", "9:16"]),
    ...oneOf("resolution", p.resolution, ["360p", "720p", "1080p", "4k"]),
  ],
  // Runway's SDK: gemini_omni_flash, 3-10 s, two sizes.
  "gemini-omni-flash-1.1": (p) => [
    ...whole("duration", p.duration, 3, 10),
    ...oneOf("ratio", p.ratio, ["1280:720", "720:1280"]),
  ],
  // Comfy Router's pika-2.5 text-to-video: 5 s only, no ratio field.
  "pika-2.5": (p) => [
    ...oneOf("duration_s", p.duration_s, [5]),
    ...oneOf("resolution", p.resolution, ["720p", "1080p"]),
    ...oneOf("aspectRatio", p.aspectRatio, ["16:9"]),
  ],
  // fal's pika v2.2 text-to-video: seven ratios (no 4:3 or 3:4), 5 or 10 s.
  "pika-2.2": (p) => [
    ...oneOf("duration", p.duration, [5, 10]),
    ...oneOf("aspect_ratio", p.aspect_ratio, ["16:9", "9:16", "1:1", "4:5", "5:4", "3:2", "2:3"]),
    ...oneOf("resolution", p.resolution, ["720p", "1080p"]),
  ],
};

/** The model id each route takes, per mode (the field is `model_name` on Kling 3's API). */
const KLING4: Record<Mode, string> = {
  "text-to-video": "kling-v4-text-to-video",
  "image-to-video": "kling-v4-image-to-video",
  "first-last-frame": "kling-v4-image-to-video",
  "reference-images": "kling-v4-reference-to-video",
  extend: "kwaivgi/kling-v4.0/video-extend",
};
const WAN3: Record<Mode, string> = {
  "text-to-video": "wan-3-0-text-to-video",
  "image-to-video": "wan-3-0-image-to-video",
  "first-last-frame": "wan-3-0-image-to-video",
  "reference-images": "wan-3-0-reference-to-video",
  extend: "wan-3-0-reference-to-video",
};
const MODELS: Record<string, (mode: Mode) => string> = {
  "veo-3.1": () => "veo-3.1-generate-001",
  "veo-3.1-fast": () => "veo-3.1-fast-generate-001",
  "veo-3.1-lite": () => "veo-3.1-lite-generate-001",
  "kling-3": () => "kling-v3",
  "kling-4": (m) => KLING4[m],
  "runway-gen-4.5": () => "gen4.5",
  "luma-ray-3.2": () => "ray-3.2",
  "luma-ray-3": () => "ray-3",
  "minimax-h3": () => "MiniMax-H3",
  "hailuo-02": () => "MiniMax-Hailuo-02",
  "wan-3.0": (m) => WAN3[m],
  "wan-2.6": (m) => (m === "image-to-video" ? "wan2.6-i2v" : "wan2.6-t2v"),
  "seedance-2.0": () => "v2",
  "seedance-2.5": () => "v2.5",
  "gemini-omni-flash-1.2": () => "1.2-flash",
  "gemini-omni-flash-1.1": () => "gemini_omni_flash",
  "pika-2.5": (m) =>
    m === "image-to-video" ? "pika/pika-2.5-image-to-video" : "pika/pika-2.5-text-to-video",
  "pika-2.2": () => "fal-ai/pika/v2.2/text-to-video",
};

const FOX = "A red fox trots across a snowy field at dawn, slow push in.";
const SHOT_ACTIONS = [
  "walks along the pier",
  "mends a torn net",
  "looks at the grey sky",
  "rows out past the breakwater",
  "hauls in a silver catch",
  "laughs with her brother Leo",
  "waves at the lighthouse keeper",
];
const shots = (n: number, detail: string) =>
  SHOT_ACTIONS.slice(0, n)
    .map(
      (a, i) =>
        `Shot ${i + 1} (${i * 2}-${i * 2 + 2}s): Maria, a fisherwoman in a yellow raincoat, ${a} ${detail}.`,
    )
    .join("\n");
const LONG = Array.from(
  { length: 60 },
  (_, i) =>
    `The old lighthouse keeper number ${i + 1} climbs the spiral staircase slowly, carrying an oil lamp that throws long trembling shadows across the whitewashed walls.`,
).join(" ");

const DESCRIPTIONS: Record<string, string> = {
  ...Object.fromEntries(
    [3, 4, 5, 7, 8, 10, 12, 15, 20, 60].map((s) => [`${s} s`, `A ${s}-second clip. ${FOX}`]),
  ),
  ...Object.fromEntries(
    ["Vertical 9:16", "Square 1:1", "16:9", "21:9", "Anamorphic 2.39:1", "4:5", "4:3"].map((r) => [
      r,
      `${r}. ${FOX}`,
    ]),
  ),
  "vertical, 12 s": `Vertical 9:16, 12 seconds. ${FOX}`,
  "long over every cap": LONG,
  "seven shots": shots(7, "while gulls circle above the harbor in the early morning light"),
  "long shots": shots(
    3,
    `while ${Array.from({ length: 12 }, (_, i) => `gull number ${i + 1} circles above the harbor`).join(", ")}`,
  ),
  dialogue: `A 10-second scene. In a small kitchen at night, Ana says: "We're late again, and the bus won't wait for us tonight." Leo answers: "Then we run."`,
  exclusions: `A boat leaves the pier at dawn. No music, no people, no text on screen. ${FOX}`,
};

const STATED = /^(\d+) s$/;
const RATIO = /(\d+(?:\.\d+)?:\d+)/;

function problems(
  spec: TargetSpec,
  name: string,
  result: ExportResult,
  resolution: string,
  mode: Mode = "text-to-video",
): string[] {
  const out: string[] = [];
  const check = ACCEPTS[spec.id];
  const codes = result.warnings.map((w) => w.code);
  for (const [i, clip] of result.clips.entries()) {
    const where = `clip ${i + 1}`;
    for (const p of check(clip.parameters, mode)) out.push(`${where}: ${p}`);
    const model = clip.parameters.model_name ?? clip.parameters.model;
    if (model !== MODELS[spec.id](mode)) out.push(`${where}: model ${String(model)} for ${mode}`);
    const limit = spec.routes[0].promptLimit ?? spec.promptLimit;
    if (limit && measure(clip.text, limit.unit) > limit.max)
      out.push(`${where}: ${measure(clip.text, limit.unit)} ${limit.unit} over the ${limit.max} cap`);
    if (clip.negativePrompt !== undefined) {
      if (!spec.negativePrompt) out.push(`${where}: a negative prompt on a model without the field`);
      else if (
        spec.negativePrompt.max !== null &&
        measure(clip.negativePrompt, "chars") > spec.negativePrompt.max
      )
        out.push(`${where}: negative prompt over ${spec.negativePrompt.max}`);
    }
    if (!spec.dialogue && /"We're late again/.test(clip.text))
      out.push(`${where}: dialogue on a model without it`);
  }
  // A stated length the model cannot make is changed with a warning, never exported as it is.
  const stated = STATED.exec(name);
  if (stated && result.clips.length === 1) {
    const wanted = Number(stated[1]);
    const got = result.clips[0].parameters.durationSeconds;
    if (got !== wanted && !codes.includes("duration_mapped"))
      out.push(`${wanted} s became ${got} s without a warning`);
  }
  // A stated ratio is kept where the model offers it, else mapped with a warning.
  const ratio = RATIO.exec(name)?.[1];
  if (ratio)
    for (const clip of result.clips) {
      const got = clip.parameters.aspectRatio;
      if (spec.aspectRatios.includes(ratio) && got !== ratio) out.push(`${ratio} exported as ${got}`);
      if (!spec.aspectRatios.includes(ratio) && !codes.includes("aspect_ratio_mapped"))
        out.push(`${ratio} became ${got} without a warning`);
    }
  if (resolution && result.clips.some((c) => c.parameters.resolution !== undefined)) {
    const given = result.clips.map((c) => String(c.parameters.resolution).toLowerCase());
    if (given.some((g) => g !== resolution.toLowerCase()) && !codes.includes("resolution_mapped"))
      out.push(`resolution ${given.join(", ")} where ${resolution} was chosen`);
  }
  return out;
}

describe("every exportable target's parameters are values its route accepts", () => {
  it("has a schema check for every exportable target", () => {
    expect(Object.keys(ACCEPTS).sort()).toEqual(LIVE_TARGETS.map((t) => t.id).sort());
    expect(Object.keys(MODELS).sort()).toEqual(LIVE_TARGETS.map((t) => t.id).sort());
  });
  const docs = Object.entries(DESCRIPTIONS).map(
    ([name, text]) => [name, compileScene({ description: text })] as const,
  );
  for (const spec of LIVE_TARGETS)
    it(`${spec.id}: stated durations, ratios, long texts, many shots, dialogue and exclusions, at every resolution`, () => {
      const found: string[] = [];
      for (const resolution of spec.resolutions)
        for (const [name, doc] of docs) {
          const result = exportDocument(doc, spec, { resolution });
          for (const p of problems(spec, name, result, resolution))
            found.push(`${name} at ${resolution}: ${p}`);
        }
      expect(found).toEqual([]);
    });
});

describe("every mode names the model its route takes for it, with values that route accepts", () => {
  const docs = ["8 s", "Vertical 9:16", "seven shots", "dialogue"].map(
    (name) => [name, compileScene({ description: DESCRIPTIONS[name] })] as const,
  );
  for (const spec of LIVE_TARGETS)
    it(`${spec.id}: ${spec.modes.map((m) => m.mode).join(", ")}`, () => {
      const found: string[] = [];
      for (const { mode } of spec.modes) {
        const eff = effectiveSpec(spec, mode, spec.parametersRoute, []);
        for (const resolution of eff.resolutions)
          for (const [name, doc] of docs) {
            const result = exportDocument(doc, spec, { resolution, mode, route: spec.parametersRoute });
            for (const p of problems(eff, name, result, resolution, mode))
              found.push(`${mode}, ${name} at ${resolution}: ${p}`);
          }
      }
      expect(found).toEqual([]);
    });
});

describe("fixes found by the audit (each failed before it)", () => {
  const target = (id: string) => LIVE_TARGETS.find((t) => t.id === id)!;
  it("Kling 3 multi-shot sends shot_type customize (Kling's API requires it with multi_shot)", () => {
    const doc = compileScene({ description: DESCRIPTIONS["seven shots"] });
    const clip = exportDocument(doc, target("kling-3")).clips[0];
    expect(clip.parameters).toMatchObject({ multi_shot: true, shot_type: "customize" });
    expect(clip.parameters.multi_prompt).toHaveLength(6);
  });
  it("Kling 3 keeps every multi_prompt shot within 512 characters; shots too long for it are clips of their own", () => {
    expect(target("kling-3").multiShot.shotLimit).toEqual({ max: 512, unit: "chars" });
    const doc = compileScene({ description: DESCRIPTIONS["long shots"] });
    const r = exportDocument(doc, target("kling-3"));
    expect(r.clips.flatMap((c) => c.sceneIds)).toEqual(doc.scenes.map((s) => s.id));
    for (const clip of r.clips)
      for (const s of (clip.parameters.multi_prompt as { prompt: string }[] | undefined) ?? [])
        expect(measure(s.prompt, "chars")).toBeLessThanOrEqual(512);
  });
  it("Kling 3 on its native 4K tier sends mode 4k, not std", () => {
    const doc = compileScene({ description: DESCRIPTIONS["8 s"] });
    const r = exportDocument(doc, target("kling-3"), { route: "venice-4k" });
    expect(r.clips[0].parameters).toMatchObject({ mode: "4k", model_name: "kling-v3" });
  });
  it("Wan 2.6 and Pika 2.5 name their image-to-video models", () => {
    const doc = compileScene({ description: DESCRIPTIONS["8 s"] });
    const wan = exportDocument(doc, target("wan-2.6"), { mode: "image-to-video" }).clips[0].parameters;
    expect(wan).toMatchObject({ model: "wan2.6-i2v", resolution: "720P" });
    expect(wan.size).toBeUndefined();
    expect(
      exportDocument(doc, target("pika-2.5"), { mode: "image-to-video" }).clips[0].parameters.model,
    ).toBe("pika/pika-2.5-image-to-video");
  });
  it("Wan 2.6 sends its frame as Model Studio's size, so a vertical clip is vertical", () => {
    const doc = compileScene({ description: DESCRIPTIONS["Vertical 9:16"] });
    expect(exportDocument(doc, target("wan-2.6")).clips[0].parameters.size).toBe("720*1280");
    expect(exportDocument(doc, target("wan-2.6"), { resolution: "1080P" }).clips[0].parameters.size).toBe(
      "1080*1920",
    );
  });
  it("Pika 2.2 never sends 4:3, which fal's schema refuses", () => {
    const r = exportDocument(compileScene({ description: DESCRIPTIONS["4:3"] }), target("pika-2.2"));
    expect(r.clips[0].parameters.aspect_ratio).not.toBe("4:3");
    expect(r.warnings.map((w) => w.code)).toContain("aspect_ratio_mapped");
  });
  it("MiniMax H3 makes 5-15 s: a stated 4 s becomes 5 s with a warning", () => {
    const r = exportDocument(compileScene({ description: DESCRIPTIONS["4 s"] }), target("minimax-h3"));
    expect(r.clips[0].parameters).toMatchObject({ durationSeconds: 5, duration: 5 });
    expect(r.warnings.map((w) => w.code)).toContain("duration_mapped");
  });
  it("a text over the cap is cut at the end of a sentence, not inside one", () => {
    for (const id of ["veo-3.1", "runway-gen-4.5", "seedance-2.0", "hailuo-02", "wan-2.6"]) {
      const r = exportDocument(compileScene({ description: LONG }), target(id));
      const text = r.clips[0].text;
      expect(
        r.warnings.map((w) => w.code),
        id,
      ).toContain("prompt_truncated");
      expect(text, id).toMatch(/walls\.$/);
    }
  });
});

describe("truncateTo", () => {
  it("cuts at a sentence end, else a clause end, else a word end, never inside a word", () => {
    expect(truncateTo("A fox runs over the snow. The snow falls on the quiet field.", 40, "chars")).toBe(
      "A fox runs over the snow.",
    );
    expect(truncateTo("A fox runs across the field, the snow falls on the quiet field", 40, "chars")).toBe(
      "A fox runs across the field",
    );
    expect(truncateTo("Afoxrunsacrossthefield and the snowfalls", 29, "chars")).toBe(
      "Afoxrunsacrossthefield and",
    );
    expect(truncateTo("One two three four", 13, "chars")).toBe("One two three");
    expect(truncateTo('She says: "We are late." Then she runs out into the rain.', 30, "chars")).toBe(
      'She says: "We are late."',
    );
    expect(truncateTo("狐が雪原を走る。雪が静かに降っている。", 12, "chars")).toBe("狐が雪原を走る。");
    expect(truncateTo("🎬".repeat(10), 5, "utf16")).toBe("🎬🎬");
  });
  it("keeps at least half of what fits before falling back to a finer boundary", () => {
    const text = `Short. ${"word ".repeat(40)}`;
    const cut = truncateTo(text, 100, "chars");
    expect(cut.length).toBeGreaterThan(50);
    expect(cut).toMatch(/word$/);
  });
});
