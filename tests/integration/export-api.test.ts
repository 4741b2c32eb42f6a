import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/export/route";
import { GET } from "@/app/api/targets/route";
import { db } from "@/lib/db/client";
import { compileScene } from "@/lib/scene/compile";
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
        status: expect.stringMatching(/^(live|retired)$/),
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
    { name: "body that is not JSON", body: "{prompt:", message: "Request body must be valid JSON." },
    { name: "JSON array", body: "[1,2]", message: "Request body must be a JSON object" },
    {
      name: "NUL in a string",
      body: JSON.stringify({ prompt: { ...GOLDEN, project_title: "a\u0000b" }, target: "veo-3.1" }),
      message: "Text must not contain NUL characters.",
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

  it("survives hostile values inside a valid document: huge and odd durations, prototype keys, odd text", async () => {
    const scene = GOLDEN.scenes[0];
    const prompt = {
      ...GOLDEN,
      __proto__: { polluted: true },
      scenes: [
        { ...scene, id: 1, duration_seconds: 1e308 },
        { ...scene, id: 2, duration_seconds: -5 },
        { ...scene, id: 3, duration_seconds: 0 },
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
      const clips = res.json.clips as unknown as { sceneIds: number[] }[];
      expect(clips.flatMap((c) => c.sceneIds)).toEqual([1, 2, 3, 4]);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
  });
});
