import { describe, expect, it } from "vitest";
import {
  daysBetween,
  findTarget,
  LIVE_TARGETS,
  MODES,
  publicTarget,
  staleTargets,
  TARGETS,
  type TargetSpec,
} from "@/lib/targets/catalog";
import { exportDocument, lookupTarget } from "@/lib/targets/export";
import { RENDERERS } from "@/lib/targets/renderers";
import { checkModeRoute, effectiveSpec, type Warning } from "@/lib/targets/validate";
import { GOLDEN, longDocument } from "../support/target-documents";

const spec = (id: string): TargetSpec => {
  const t = findTarget(id);
  if (!t) throw new Error(`no ${id}`);
  return t;
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

describe("the catalog's shape", () => {
  it("gives every entry modes, routes, a lifecycle and dated, typed sources", () => {
    for (const t of TARGETS) {
      expect(t.modes[0].mode, t.id).toBe("text-to-video");
      for (const m of t.modes) expect(MODES).toContain(m.mode);
      expect(new Set(t.modes.map((m) => m.mode)).size).toBe(t.modes.length);
      expect(t.routes.length, t.id).toBeGreaterThan(0);
      expect(t.routes.map((r) => r.id)).toContain(t.parametersRoute);
      expect(new Set(t.routes.map((r) => r.id)).size).toBe(t.routes.length);
      expect(t.verifiedOn).toMatch(DATE);
      expect(t.sources.length, t.id).toBeGreaterThan(0);
      for (const s of t.sources) {
        expect(s.url).toMatch(/^https:\/\//);
        expect(["vendor", "host", "secondary"]).toContain(s.kind);
        expect(s.checkedOn).toMatch(DATE);
        expect(s.facts.length).toBeGreaterThan(5);
      }
      // The entry's date is its newest check.
      expect(
        t.verifiedOn >=
          t.sources
            .map((s) => s.checkedOn)
            .sort()
            .at(-1)!,
        t.id,
      ).toBe(true);
      for (const date of [t.lifecycle.released, t.lifecycle.deprecated, t.lifecycle.shutDown])
        if (date) expect(date).toMatch(DATE);
    }
  });
  it("has a renderer for every exportable target and none for retired ones", () => {
    for (const t of TARGETS) expect(!!RENDERERS[t.id], t.id).toBe(t.status !== "retired");
    expect(LIVE_TARGETS.every((t) => t.status !== "retired")).toBe(true);
  });
  it("names live replacements for legacy and retired models", () => {
    for (const t of TARGETS.filter((x) => x.status !== "live")) {
      expect(t.lifecycle.replacedBy?.length, t.id).toBeGreaterThan(0);
      for (const id of t.lifecycle.replacedBy!) expect(spec(id).status, `${t.id} -> ${id}`).toBe("live");
    }
    for (const t of TARGETS.filter((x) => x.status === "retired")) {
      expect(t.retiredOn).toBe(t.lifecycle.shutDown);
      expect(t.alternatives?.length).toBeGreaterThan(0);
    }
  });
  it("adds the 2026 line-up", () => {
    for (const id of [
      "kling-4",
      "wan-3.0",
      "minimax-h3",
      "gemini-omni-flash-1.2",
      "veo-3.1-lite",
      "luma-ray-3.2",
      "pika-2.5",
    ])
      expect(spec(id).status, id).toBe("live");
  });
  it("serves the route, modes and lifecycle publicly", () => {
    const p = publicTarget(spec("veo-3.1"));
    expect(p.route).toBe("vertex");
    expect(p.parametersRoute).toBe("vertex");
    expect(p.routes.map((r) => r.id)).toEqual(["vertex", "runway", "ai-gateway"]);
    expect(p.modes.find((m) => m.mode === "reference-images")).toMatchObject({ durations: [8] });
  });
});

describe("corrections, each as far as a source supports it", () => {
  it("Wan 2.6 is legacy (replaced by Wan 3.0): 720p/1080p, 5/10/15 s, 800 characters", () => {
    const t = spec("wan-2.6");
    expect(t.status).toBe("legacy");
    expect(t.lifecycle.replacedBy).toEqual(["wan-3.0"]);
    expect(t.resolutions).toEqual(["720P", "1080P"]);
    expect(t.durations).toEqual([5, 10, 15]);
    expect(t.promptLimit).toEqual({ max: 800, unit: "chars" });
  });
  it("Seedance 2.5 loses the unsourced 15,000-character cap and the source that lacks it", () => {
    const t = spec("seedance-2.5");
    expect(t.promptLimit).toBeNull();
    expect(t.sources.some((s) => s.url.includes("runwayml/sdk-python"))).toBe(false);
    expect(t.resolutions).toEqual(["480p", "720p"]);
    expect(t.durations[0]).toBe(4);
    expect(t.durations.at(-1)).toBe(30);
  });
  it("Seedance 2.0 keeps 1080p on its vendor route and says Fast stops at 720p", () => {
    const t = spec("seedance-2.0");
    expect(t.resolutions).toContain("1080p");
    expect(t.routes[0].note).toMatch(/v2-fast 480p\/720p only/);
    expect(t.routes.find((r) => r.id === "listenhub")?.promptLimit).toEqual({ max: 500, unit: "chars" });
  });
  it("Luma Ray 3.2: 6,000 characters on Luma's Agents API; Ray 3 is legacy", () => {
    const t = spec("luma-ray-3.2");
    expect(t.promptLimit).toEqual({ max: 6000, unit: "chars" });
    expect(t.routes[0]).toMatchObject({ kind: "vendor", model: "ray-3.2" });
    expect(t.unknowns.join(" ")).toMatch(/360p/);
    expect(spec("luma-ray-3").lifecycle.replacedBy).toEqual(["luma-ray-3.2"]);
  });
  it("Kling 3 has a native 4K route and the per-shot cap Kling's API states (512 characters)", () => {
    const t = spec("kling-3");
    expect(t.multiShot.shotLimit).toEqual({ max: 512, unit: "chars" });
    expect(t.sources.some((s) => s.url.includes("vercel/ai") && /512 characters/.test(s.facts))).toBe(true);
    expect(t.routes.find((r) => r.id === "venice-4k")?.resolutions).toEqual(["4k"]);
    expect(effectiveSpec(t, "text-to-video", "venice-4k", []).resolutions).toEqual(["4k"]);
  });
  it("Gemini Omni 1.2 Flash: 3-15 s, 3-10 s with first/last frames, up to 6 references, no token cap", () => {
    const t = spec("gemini-omni-flash-1.2");
    expect([t.durations[0], t.durations.at(-1)]).toEqual([3, 15]);
    expect(t.promptLimit).toBeNull();
    const flf = effectiveSpec(t, "first-last-frame", t.routes[0].id, []);
    expect([flf.durations[0], flf.durations.at(-1)]).toEqual([3, 10]);
    expect(t.modes.find((m) => m.mode === "reference-images")?.maxReferences).toBe(6);
    expect(spec("gemini-omni-flash-1.1")).toMatchObject({ status: "legacy", promptLimit: null });
  });
  it("Veo 3.1: reference images force 8 s, and the validator applies it", () => {
    const warnings: Warning[] = [];
    const doc = { ...GOLDEN, scenes: [{ ...GOLDEN.scenes[0], duration_seconds: 4 }] };
    const r = exportDocument(doc, spec("veo-3.1"), { mode: "reference-images" });
    expect(r.clips.map((c) => c.parameters.durationSeconds)).toEqual([8]);
    expect(r.warnings.map((w) => w.code)).toEqual(
      expect.arrayContaining(["mode_coupling", "duration_mapped"]),
    );
    expect(effectiveSpec(spec("veo-3.1"), "text-to-video", "vertex", warnings).durations).toEqual([4, 6, 8]);
    expect(warnings).toEqual([]);
  });
  it("Veo 3.1 ids and lifecycle per route; Lite has no 4K and no references", () => {
    expect(spec("veo-3.1").routes[0]).toMatchObject({ model: "veo-3.1-generate-001", kind: "vendor" });
    expect(spec("veo-3.1").routes[0].note).toMatch(/preview/);
    const lite = spec("veo-3.1-lite");
    expect(lite.resolutions).not.toContain("4k");
    expect(lite.modes.map((m) => m.mode)).not.toContain("reference-images");
    expect(checkModeRoute(lite, "reference-images")).toMatchObject({ ok: false, status: 400 });
    expect(exportDocument(GOLDEN, lite, { resolution: "4k" }).warnings.map((w) => w.code)).toContain(
      "resolution_mapped",
    );
  });
  it("Runway Gen-4.5 takes four more ratios with a first frame, as Runway's sizes", () => {
    const t = spec("runway-gen-4.5");
    const r = exportDocument(GOLDEN, t, { mode: "image-to-video", aspectRatio: "21:9" });
    expect(r.clips[0].parameters).toMatchObject({ aspectRatio: "21:9", ratio: "1584:672" });
    const t2v = exportDocument(GOLDEN, t, { aspectRatio: "21:9" });
    expect(t2v.clips[0].parameters.aspectRatio).toBe("16:9");
    expect(t2v.warnings.map((w) => w.code)).toContain("aspect_ratio_mapped");
  });
  it("Hailuo 02 is legacy, replaced by MiniMax H3 (5-15 s, audio, audio references)", () => {
    expect(spec("hailuo-02")).toMatchObject({ status: "legacy", lifecycle: { replacedBy: ["minimax-h3"] } });
    const h3 = spec("minimax-h3");
    expect([h3.durations[0], h3.durations.at(-1)]).toEqual([5, 15]);
    expect(h3.audio && h3.dialogue).toBe(true);
    expect(h3.references).toMatch(/3 audio/);
    const r = exportDocument(GOLDEN, h3);
    expect(r.clips[0].text).toContain('Maria says: "The sea is calm today."');
  });
  it("Pika 2.5 is the current Pika; 2.2 is legacy", () => {
    expect(spec("pika-2.2").lifecycle.replacedBy).toEqual(["pika-2.5"]);
    expect(exportDocument(GOLDEN, spec("pika-2.5")).clips[0].parameters).toMatchObject({
      model: "pika/pika-2.5-text-to-video",
      duration_s: 5,
    });
  });
});

describe("new targets", () => {
  it("Kling 4.0: 3-30 s, one prompt per clip, audio on, no negative field", () => {
    const t = spec("kling-4");
    expect([t.durations[0], t.durations.at(-1)]).toEqual([3, 30]);
    expect(t.multiShot.form).toBe("none");
    expect(t.negativePrompt).toBeNull();
    const r = exportDocument(longDocument(2), t);
    expect(r.clips.every((c) => !c.negativePrompt)).toBe(true);
    expect(r.clips[0].parameters.model).toBe("kling-v4-text-to-video");
    expect(exportDocument(GOLDEN, t, { mode: "reference-images" }).clips[0].parameters.model).toBe(
      "kling-v4-reference-to-video",
    );
  });
  it("Wan 3.0: up to 30 s and 20,000 characters, no negative field", () => {
    const t = spec("wan-3.0");
    expect(t.durations.at(-1)).toBe(30);
    expect(t.promptLimit?.max).toBe(20000);
    expect(t.negativePrompt).toBeNull();
    const vendor = effectiveSpec(t, "text-to-video", "model-studio", []);
    expect(vendor.durations).toHaveLength(29);
  });
  it("an export says which mode and route it describes", () => {
    const r = exportDocument(GOLDEN, spec("seedance-2.0"), { route: "listenhub" });
    expect(r).toMatchObject({
      mode: "text-to-video",
      route: { id: "listenhub" },
      parametersRoute: "modelark",
    });
    for (const c of r.clips) expect(c.text.length).toBeLessThanOrEqual(500);
  });
  it("a legacy model still exports, with a warning naming its replacement", () => {
    expect(lookupTarget("wan-2.6")).toMatchObject({ ok: true });
    const r = exportDocument(GOLDEN, spec("hailuo-02"));
    expect(r.warnings.find((w) => w.code === "legacy_model")?.message).toMatch(/MiniMax H3/);
  });
  it("refuses a mode or route the model does not have", () => {
    expect(checkModeRoute(spec("pika-2.2"), "extend")).toMatchObject({ ok: false, status: 400 });
    expect(checkModeRoute(spec("veo-3.1"), undefined, "nope")).toMatchObject({ ok: false, status: 400 });
    expect(checkModeRoute(spec("veo-3.1"))).toEqual({ ok: true, mode: "text-to-video", route: "vertex" });
    expect(() => exportDocument(GOLDEN, spec("pika-2.2"), { mode: "extend" })).toThrow(/no extend mode/);
  });
});

describe("staleness is reported, never a failing test", () => {
  it("lists entries verified more than 45 days before a given day", () => {
    expect(daysBetween("2026-11-01", "2026-12-17")).toBe(46);
    expect(staleTargets("2026-11-26")).toEqual([]);
    const later = staleTargets("2027-06-01").map((t) => t.id);
    expect(later).toContain("veo-3.1");
    expect(later).not.toContain("sora-2");
  });
});
