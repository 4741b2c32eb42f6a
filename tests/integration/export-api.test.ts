import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/export/route";
import { GET } from "@/app/api/targets/route";
import { EXPORT_RATE_LIMITED } from "@/lib/exports/export-request";
import { db } from "@/lib/db/client";
import { hit } from "@/lib/rate-limit";
import { compileScene } from "@/lib/scene/compiler";
import { callRoute } from "../support/route-call";
import { GOLDEN } from "../support/target-documents";

const post = (body: unknown, headers: Record<string, string> = {}) =>
  callRoute(POST, { method: "POST", path: "/api/export", body, headers });

describe("GET /api/targets", () => {
  it("lists live and retired targets in the contract's shape", async () => {
    const res = await callRoute(GET, { method: "GET", path: "/api/targets" });
    expect(res.status).toBe(200);
    const targets = res.json.targets as unknown as Record<string, unknown>[];
    expect(targets.length).toBeGreaterThanOrEqual(10);
    for (const t of targets) {
      expect(t).toMatchObject({
        id: expect.any(String),
        name: expect.any(String),
        status: expect.stringMatching(/^(live|legacy|retired)$/),
        route: expect.any(String),
        parametersRoute: expect.any(String),
        routes: expect.any(Array),
        modes: expect.any(Array),
        lifecycle: expect.any(Object),
        durations: expect.any(Array),
        aspectRatios: expect.any(Array),
        negativePrompt: expect.any(Boolean),
        audio: expect.any(Boolean),
        verifiedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        sources: expect.any(Array),
      });
      const limit = t.promptLimit as { max: number; unit: string } | null;
      if (limit !== null) expect(["chars", "utf16", "tokens"]).toContain(limit.unit);
    }
    expect(targets.find((t) => t.id === "veo-3.1")).toMatchObject({
      durations: [4, 6, 8],
      aspectRatios: ["16:9", "9:16"],
      promptLimit: { max: 1000, unit: "utf16" },
      negativePrompt: true,
      audio: true,
    });
    expect(targets.find((t) => t.id === "sora-2")).toMatchObject({ status: "retired" });
    expect(targets.find((t) => t.id === "wan-2.6")).toMatchObject({
      status: "legacy",
      lifecycle: { replacedBy: ["wan-3.0"] },
    });
    expect(targets.find((t) => t.id === "kling-4")).toMatchObject({ status: "live", route: "venice" });
  });
});

describe("POST /api/export", () => {
  it("renders a compiled document for a target with clips covering every scene once, warnings and lint", async () => {
    const prompt = compileScene({
      description:
        'Scene 1: Maria, a fisherwoman, walks the harbor. She says "Calm today." Scene 2: Her boat sails out.',
      duration: 5,
    });
    const before = await db().promptAnalytics.count();
    const res = await post({ prompt, target: "veo-3.1", aspectRatio: "9:16" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.json.target).toBe("veo-3.1");
    const clips = res.json.clips as unknown as {
      sceneIds: number[];
      text: string;
      parameters: Record<string, unknown>;
    }[];
    expect(clips.flatMap((c) => c.sceneIds)).toEqual(prompt.scenes.map((s) => s.id));
    for (const c of clips) {
      expect(c.parameters).toMatchObject({ durationSeconds: 6, aspectRatio: "9:16" });
      expect(c.text.length).toBeGreaterThan(0);
    }
    expect(res.json.warnings).toEqual(
      expect.arrayContaining([{ code: "duration_mapped", message: "Veo 3.1: 5 s -> 6 s for scene 1." }]),
    );
    expect(res.json.lint).toMatchObject({ score: expect.any(Number), findings: expect.any(Array) });
    expect(await db().promptAnalytics.count()).toBe(before);
  });

  it("takes a mode and a route, applies their couplings and says which it describes", async () => {
    const res = await post({ prompt: GOLDEN, target: "veo-3.1", mode: "reference-images", route: "runway" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      mode: "reference-images",
      route: { id: "runway", kind: "host", model: "veo3.1" },
      parametersRoute: "vertex",
    });
    const clips = res.json.clips as unknown as { parameters: { durationSeconds: number } }[];
    for (const c of clips) expect(c.parameters.durationSeconds).toBe(8);
    const codes = (res.json.warnings as unknown as { code: string }[]).map((w) => w.code);
    expect(codes).toContain("mode_coupling");
    const plain = await post({ prompt: GOLDEN, target: "veo-3.1" });
    expect(plain.json).toMatchObject({ mode: "text-to-video", route: { id: "vertex" } });
  });

  it("exports a legacy model with a warning naming its replacement", async () => {
    const res = await post({ prompt: GOLDEN, target: "hailuo-02" });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json.warnings)).toMatch(/superseded by MiniMax H3/);
  });

  it("keeps the document's clauses and stated format through the API; the picker's choice wins with a warning", async () => {
    const prompt = compileScene({
      description:
        'Vertical 9:16 video for Instagram Reels. 0-3s: A baker slides bread into the oven. 3-6s: His granddaughter, Mia, asks: "Is it ready?" 6-8s: Close-up of the loaf, no music.',
    });
    const stated = await post({ prompt, target: "kling-3" });
    expect(stated.status).toBe(200);
    const [clip] = stated.json.clips as unknown as {
      text: string;
      negativePrompt?: string;
      parameters: Record<string, unknown>;
    }[];
    expect(clip.parameters).toMatchObject({ aspect_ratio: "9:16", multi_shot: true, duration: "8" });
    expect(clip.text).toContain('[Mia]: "Is it ready?"');
    expect(clip.negativePrompt).toBe("music");
    const picked = await post({ prompt, target: "kling-3", aspectRatio: "16:9" });
    expect(
      (picked.json.clips as unknown as { parameters: { aspect_ratio: string } }[])[0].parameters.aspect_ratio,
    ).toBe("16:9");
    expect((picked.json.warnings as unknown as { code: string }[]).map((w) => w.code)).toContain(
      "aspect_ratio_conflict",
    );
  });

  it("answers 410 for the retired Sora 2, naming live alternatives", async () => {
    const res = await post({ prompt: GOLDEN, target: "sora-2" });
    expect(res.status).toBe(410);
    expect(res.json.message).toBe(
      "OpenAI Sora 2 was shut down on 2026-09-24. Export to a live model instead: Veo 3.1, Kling 3.0, Seedance 2.0.",
    );
    expect(res.json.alternatives).toEqual(["veo-3.1", "kling-3", "seedance-2.0"]);
  });

  it("in a frame or reference mode, gives each clip its slot list and keyframes; references assign the slots", async () => {
    const i2v = await post({ prompt: GOLDEN, target: "kling-3", mode: "image-to-video" });
    expect(i2v.status).toBe(200);
    const clip = (i2v.json.clips as unknown as Record<string, unknown>[])[0];
    expect(clip).toMatchObject({
      mode: "image-to-video",
      slots: [{ slot: "Start frame", kind: "start-frame", field: "image" }],
      keyframes: { start: expect.stringContaining("Maria") },
    });
    expect(clip.text).not.toMatch(/35mm|golden backlight/);
    const refs = await post({
      prompt: GOLDEN,
      target: "seedance-2.0",
      mode: "reference-images",
      references: [{ name: "Maria", image: "https://example.com/maria.png" }],
    });
    expect(refs.status).toBe(200);
    const first = (refs.json.clips as unknown as { text: string; slots: unknown[] }[])[0];
    expect(first.text).toMatch(/^Use @Image1 for Maria's face and look\./);
    expect(first.slots).toEqual([
      {
        slot: "@Image1",
        kind: "reference",
        field: "reference_images",
        fill: "Your image of Maria's face and look",
        name: "Maria",
        role: "Maria's face and look",
        image: "https://example.com/maria.png",
      },
    ]);
  });

  const bad: { name: string; body: unknown; message: string | RegExp; status?: number }[] = [
    {
      name: "unknown target",
      body: { prompt: GOLDEN, target: "dall-e" },
      message: /^Unknown target "dall-e". Choose one of: veo-3.1, /,
    },
    { name: "missing target", body: { prompt: GOLDEN }, message: "Choose a target model (target)" },
    { name: "missing prompt", body: { target: "veo-3.1" }, message: /^Invalid prompt document/ },
    {
      name: "document without scenes",
      body: { prompt: { ...GOLDEN, scenes: [] }, target: "veo-3.1" },
      message: /^Invalid prompt document at scenes: /,
    },
    {
      name: "scene of the wrong shape",
      body: { prompt: { ...GOLDEN, scenes: [{ id: "x" }] }, target: "kling-3" },
      message: /^Invalid prompt document at scenes\.0\./,
    },
    {
      name: "aspect ratio that is not a ratio",
      body: { prompt: GOLDEN, target: "veo-3.1", aspectRatio: "wide" },
      message: "Aspect ratio must look like 16:9",
    },
    {
      name: "mode that does not exist",
      body: { prompt: GOLDEN, target: "veo-3.1", mode: "telepathy" },
      message: /^Mode must be one of: text-to-video, image-to-video, /,
    },
    {
      name: "mode the model lacks",
      body: { prompt: GOLDEN, target: "veo-3.1-lite", mode: "reference-images" },
      message: "Veo 3.1 Lite has no reference-images mode. Choose one of: text-to-video, image-to-video.",
    },
    {
      name: "reference without a name",
      body: { prompt: GOLDEN, target: "seedance-2.0", mode: "reference-images", references: [{ role: "x" }] },
      message: "A reference needs the name of a cast member, place or prop (name)",
    },
    {
      name: "reference image that is not a link",
      body: {
        prompt: GOLDEN,
        target: "seedance-2.0",
        mode: "reference-images",
        references: [{ name: "Maria", image: "javascript:alert(1)" }],
      },
      message: "A reference image must be an https:// link or a path on this site",
    },
    {
      name: "route the model lacks",
      body: { prompt: GOLDEN, target: "runway-gen-4.5", route: "fal" },
      message: 'Runway Gen-4.5 has no route "fal". Choose one of: runway.',
    },
    { name: "body that is not JSON", body: "{prompt:", message: "Request body must be valid JSON." },
    { name: "JSON array", body: "[1,2]", message: "Request body must be a JSON object" },
    {
      name: "NUL in a string",
      body: JSON.stringify({ prompt: { ...GOLDEN, project_title: "a\u0000b" }, target: "veo-3.1" }),
      message: "Text must not contain NUL characters.",
    },
    {
      name: "duration of 1e308 seconds (24.5)",
      body: {
        prompt: { ...GOLDEN, scenes: [{ ...GOLDEN.scenes[0], duration_seconds: 1e308 }] },
        target: "veo-3.1",
      },
      message:
        "Invalid prompt document at scenes.0.duration_seconds: Scene duration must be more than 0 and at most 600 seconds",
    },
    {
      name: "negative duration (24.5)",
      body: {
        prompt: { ...GOLDEN, scenes: [{ ...GOLDEN.scenes[0], duration_seconds: -1e308 }] },
        target: "veo-3.1",
      },
      message: /^Invalid prompt document at scenes\.0\.duration_seconds: /,
    },
    {
      // 2,000 short dialogue lines fit in 64 KB and used to cost 0.3-0.7 s of main thread (24.2).
      name: "document with 2,000 dialogue lines (24.2)",
      body: {
        prompt: {
          ...GOLDEN,
          scenes: [
            {
              ...GOLDEN.scenes[0],
              audio: {
                ...GOLDEN.scenes[0].audio,
                dialogue: Array.from({ length: 2000 }, () => ({ character: "A", line: "b" })),
              },
            },
          ],
        },
        target: "veo-3.1",
      },
      message:
        "Invalid prompt document at scenes.0.audio.dialogue: Too many dialogue lines in one scene (at most 40)",
    },
    {
      name: "document with 300 dialogue lines over 10 scenes (24.2)",
      body: {
        prompt: {
          ...GOLDEN,
          scenes: Array.from({ length: 10 }, (_, i) => ({
            ...GOLDEN.scenes[0],
            id: i + 1,
            audio: {
              ...GOLDEN.scenes[0].audio,
              dialogue: Array.from({ length: 30 }, () => ({ character: "A", line: "b" })),
            },
          })),
        },
        target: "veo-3.1",
      },
      message: "Invalid prompt document at scenes: Too many dialogue lines (at most 200 in a document)",
    },
    {
      name: "document with 51 scenes (24.2)",
      body: {
        prompt: {
          ...GOLDEN,
          scenes: Array.from({ length: 51 }, (_, i) => ({ ...GOLDEN.scenes[0], id: i + 1 })),
        },
        target: "veo-3.1",
      },
      message: "Invalid prompt document at scenes: Too many scenes (at most 50)",
    },
    {
      name: "body over 64 KB",
      body: { prompt: GOLDEN, target: "veo-3.1", pad: "x".repeat(70_000) },
      message: /too large/,
      status: 413,
    },
  ];
  for (const c of bad)
    it(`answers ${c.status ?? 400} with a message for a ${c.name}`, async () => {
      const res = await post(c.body);
      expect(res.status).toBe(c.status ?? 400);
      expect(res.json.message).toMatch(c.message);
    });

  it("survives odd values inside a valid document: odd durations, prototype keys, odd text", async () => {
    const scene = GOLDEN.scenes[0];
    const prompt = {
      ...GOLDEN,
      __proto__: { polluted: true },
      scenes: [
        { ...scene, id: 1, duration_seconds: 600 },
        { ...scene, id: 2, duration_seconds: 0.001 },
        { ...scene, id: 3, duration_seconds: 7.5 },
        {
          ...scene,
          id: 4,
          title: "<script>alert(1)</script>",
          characters: [{ name: "🎬".repeat(50), description: "ü".repeat(300), actions: "x" }],
        },
      ],
    };
    for (const target of ["veo-3.1", "kling-3", "runway-gen-4.5", "wan-2.6"]) {
      const res = await post(JSON.stringify({ prompt, target, constructor: { prototype: { bad: 1 } } }));
      expect(res.status).toBe(200);
      // A scene past the cap may continue in extend clips (issue 27): each covered once, its parts in order.
      const clips = res.json.clips as unknown as { sceneIds: number[]; part?: { index: number } }[];
      expect(clips.filter((c) => (c.part?.index ?? 1) === 1).flatMap((c) => c.sceneIds)).toEqual([
        1, 2, 3, 4,
      ]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
  });

  it("limits exports per client (24.2): 429 with Retry-After over the limit, other clients unaffected", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const rule = { limit: Number(process.env.RATE_LIMIT_EXPORT_PER_MIN ?? 60), windowMs: 60_000 };
    // This client has used up its limit in this minute and the next (no race with the boundary).
    const now = Date.now();
    // The next minute first: a hit's occasional sweep of expired buckets goes by its clock.
    for (const t of [now + 60_000, now])
      for (let i = 0; i < rule.limit; i++) await hit(["export:ip", ip], rule, () => t);
    const limited = await post({ prompt: GOLDEN, target: "veo-3.1" }, { "x-forwarded-for": ip });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toBe(EXPORT_RATE_LIMITED);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await post({ prompt: GOLDEN, target: "veo-3.1" }, { "x-forwarded-for": "192.0.2.88" })).status,
    ).toBe(200);
  });
});
