import { describe, expect, it } from "vitest";
import { findTarget, LIVE_TARGETS, TARGETS } from "@/lib/targets/catalog";
import { exportDocument, lookupTarget } from "@/lib/targets/export";
import { measure, splitNegations, truncateTo } from "@/lib/targets/text";
import { nearestDuration } from "@/lib/targets/validate";
import { compileScene } from "@/lib/scene/compiler";
import { lintClips } from "@/lib/targets/lint";
import type { RenderedClip } from "@/lib/targets/render";
import { documentFacts } from "@/lib/targets/scene-facts";
import { GOLDEN } from "../support/target-documents";

const spec = (id: string) => findTarget(id)!;
const withScene = (over: Partial<(typeof GOLDEN.scenes)[number]>) => ({
  ...GOLDEN,
  scenes: [{ ...GOLDEN.scenes[0], ...over }],
});

describe("catalog", () => {
  it("has every required id, live ones with a renderer, and sources and a date on each", () => {
    const ids = TARGETS.map((t) => t.id);
    for (const id of [
      "veo-3.1",
      "veo-3.1-fast",
      "kling-3",
      "runway-gen-4.5",
      "luma-ray-3",
      "hailuo-02",
      "wan-2.6",
      "seedance-2.0",
      "pika-2.2",
      "sora-2",
    ])
      expect(ids).toContain(id);
    expect(spec("sora-2").status).toBe("retired");
    for (const t of TARGETS) {
      expect(t.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.sources.length).toBeGreaterThan(0);
      expect(t.durations).toContain(t.defaultDuration);
      expect(t.resolutions).toContain(t.defaultResolution);
    }
    for (const t of LIVE_TARGETS) expect(() => exportDocument(GOLDEN, t)).not.toThrow();
  });
  it("answers unknown ids with 400 and retired ones with 410 naming live alternatives", () => {
    expect(lookupTarget("nope")).toMatchObject({ ok: false, status: 400 });
    const sora = lookupTarget("sora-2");
    expect(sora).toMatchObject({
      ok: false,
      status: 410,
      alternatives: ["veo-3.1", "kling-3", "seedance-2.0"],
    });
    if (!sora.ok)
      expect(sora.message).toMatch(/shut down on 2026-09-24.*Veo 3\.1, Kling 3\.0, Seedance 2\.0/);
  });
});

describe("text units", () => {
  it("counts chars as code points, utf16 as code units, tokens conservatively", () => {
    const s = "café 🎬";
    expect(measure(s, "chars")).toBe(6);
    expect(measure(s, "utf16")).toBe(7);
    expect(measure("a".repeat(300), "tokens")).toBeGreaterThanOrEqual(100);
    const cut = truncateTo("🎬".repeat(10), 5, "utf16");
    expect(cut).toBe("🎬🎬");
  });
  it("takes negated clauses out and names the negated thing", () => {
    expect(splitNegations("A boat leaves the pier, without people on it. No music.")).toEqual({
      kept: "A boat leaves the pier.",
      dropped: ["without people on it", "No music"],
      negated: ["people on it", "music"],
    });
    expect(splitNegations('She says "no way" and smiles.').kept).toBe('She says "no way" and smiles.');
  });
});

describe("validation fixes", () => {
  it("maps durations to the nearest allowed, ties to the longer", () => {
    expect(nearestDuration([4, 6, 8], 5)).toBe(6);
    expect(nearestDuration([4, 6, 8], 10)).toBe(8);
    expect(nearestDuration([6, 10], 8)).toBe(10);
    expect(nearestDuration([5, 10], Number.NaN)).toBe(10);
  });
  it("says Veo 3.1: 10 s -> 8 s and warns that the scene is longer than a clip", () => {
    const r = exportDocument(withScene({ duration_seconds: 10 }), spec("veo-3.1"));
    expect(r.clips[0].parameters.durationSeconds).toBe(8);
    expect(r.warnings.find((w) => w.code === "duration_mapped")?.message).toMatch(
      /^Veo 3\.1: 10 s -> 8 s for scene 1; Veo 3\.1 makes at most 8 s per clip/,
    );
  });
  it("Hailuo 02 at 1080P has no 10 s", () => {
    const r = exportDocument(withScene({ duration_seconds: 10 }), spec("hailuo-02"), { resolution: "1080P" });
    expect(r.clips[0].parameters).toMatchObject({ durationSeconds: 6, resolution: "1080P" });
  });
  it("maps an unsupported aspect ratio to the nearest with a warning", () => {
    const r = exportDocument(GOLDEN, spec("runway-gen-4.5"), { aspectRatio: "4:5" });
    expect(r.clips[0].parameters.aspectRatio).toBe("9:16");
    expect(r.warnings[0].message).toBe("Runway Gen-4.5 has no 4:5 aspect ratio: 4:5 -> 9:16.");
  });
  it("flags dialogue over 2.5 words per second with a split suggestion", () => {
    const line = Array.from({ length: 30 }, () => "word").join(" ");
    const r = exportDocument(
      withScene({ audio: { dialogue: [{ character: "Maria", line }], sound_effects: [], music_cues: [] } }),
      spec("veo-3.1"),
    );
    expect(r.warnings.find((w) => w.code === "dialogue_too_long")?.message).toBe(
      "Scene 1: 30 words of dialogue need about 12 s at 2.5 words/s, the shot has 4 s. Split the lines over 3 shots or shorten them.",
    );
    expect(r.clips[0].text).toContain(line);
  });
  it("keeps dialogue and subject when shortening; drops a line only with a warning naming it", () => {
    const long = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
    const dialogue = [
      { character: "Maria", line: long(60) },
      { character: "Maria", line: long(70) },
    ];
    const doc = withScene({
      setting: {
        location: "a misty harbor",
        time_of_day: "dawn",
        lighting: "soft golden backlight",
        background_details: long(80),
      },
      visuals: { mood: "calm", props: ["rope", "net"], style_notes: "cinematic" },
      audio: { dialogue, sound_effects: [], music_cues: [] },
    });
    const r = exportDocument(doc, spec("veo-3.1"));
    const text = r.clips[0].text;
    expect(text.length).toBeLessThanOrEqual(1000);
    expect(text).toContain("Maria");
    expect(text).not.toContain("word79 ");
    expect(text).toContain(dialogue[0].line);
    const dropped = r.warnings.find((w) => w.code === "dialogue_dropped");
    expect(text.includes(dialogue[1].line) || dropped?.message.includes(dialogue[1].line)).toBe(true);
  });
  it("never writes a negation into a positive-only model's text, and warns what it left out", () => {
    const doc = withScene({
      description: "Maria at the harbor, without cars around.",
      notes: "No seagulls. No people.",
    });
    const r = exportDocument(doc, spec("luma-ray-3"));
    expect(r.clips[0].text).not.toMatch(/\b(no|without)\b/i);
    expect(r.clips[0].text).toContain("The surroundings are otherwise deserted.");
    expect(r.warnings.find((w) => w.code === "negation_dropped")?.message).toContain('"no seagulls"');
    const veo = exportDocument(doc, spec("veo-3.1"));
    expect(veo.clips[0].negativePrompt).toContain("seagulls");
    expect(veo.clips[0].text).not.toMatch(/\bno seagulls\b/i);
  });
  it("guards on-screen text and captions", () => {
    const doc = {
      ...GOLDEN,
      global_preferences: {
        ...GOLDEN.global_preferences,
        narration: { enabled: true, voice_style: "warm", captions: true },
        text_on_screen: { allowed: true, notes: "title card" },
      },
    };
    const codes = exportDocument(doc, spec("kling-3")).warnings.map((w) => w.code);
    expect(codes).toEqual(expect.arrayContaining(["on_screen_text", "captions"]));
  });
});

describe("lint", () => {
  const clipOf = (description: string, text: string): RenderedClip => {
    const facts = documentFacts(compileScene({ description }));
    return {
      shots: [{ facts: facts.scenes[0], index: 0, count: 1, start: 0, seconds: 8 }],
      duration: 8,
      text,
      shotTexts: [text],
    };
  };
  const codes = (id: string, clip: RenderedClip) => lintClips(spec(id), [clip]).findings.map((f) => f.code);
  const source = 'A baker, Aldo, slides bread into the oven. Mia asks: "Is it ready?" No music.';

  it("reads a beat whose names carry a cast sheet's anchors mid-sentence as present", () => {
    const sheet = `Characters:\n- Lena: 30s, a park ranger.\n- Odo: her old golden retriever.\n\nScene 1: Lena and Odo hike up a misty trail. Wide shot.`;
    const r = exportDocument(compileScene({ description: sheet }), spec("veo-3.1"));
    expect(r.clips[0].text).toContain(
      "Lena, 30s, a park ranger, and Odo, her old golden retriever, hike up a misty trail.",
    );
    expect(r.lint.findings.map((f) => f.code)).not.toContain("beat_missing");
  });

  it("finds no defect in a faithful export, and one for each defect class", () => {
    const faithful = exportDocument(compileScene({ description: source }), spec("veo-3.1"));
    expect(faithful.lint.findings.filter((f) => f.severity !== "info")).toEqual([]);
    const good = lintClips(spec("veo-3.1"), [clipOf(source, faithful.clips[0].text)]).score;
    const worse = (id: string, text: string, code: string) => {
      const clip = clipOf(source, text);
      expect(codes(id, clip), text).toContain(code);
      expect(lintClips(spec(id), [clip]).score, text).toBeLessThan(good);
    };
    worse("veo-3.1", `${faithful.clips[0].text} Setting: unspecified. Mood:`, "placeholder");
    worse(
      "veo-3.1",
      'A baker, Aldo, slides bread into the oven. Aldo slides bread into the oven. Mia asks: "Is it ready?"',
      "repetition",
    );
    worse("veo-3.1", `${faithful.clips[0].text} No music.`, "negation_inline");
    worse(
      "runway-gen-4.5",
      'A baker, Aldo, slides bread into the oven. Mia asks: "Is it ready?"',
      "audio_to_silent",
    );
    worse("veo-3.1", 'Mia asks: "Is it ready?"', "beat_missing");
    worse(
      "veo-3.1",
      `${faithful.clips[0].text} ${"Golden crust and warm light fill the room. ".repeat(20)}`,
      "too_long",
    );
  });

  it("finds emotion words, style soup and negations", () => {
    const doc = withScene({
      characters: [{ name: "Boat without crew", description: "", actions: "drifts, sad and lonely" }],
      visuals: { mood: "calm", props: [], style_notes: "8k, masterpiece, hyper detailed" },
    });
    const lint = exportDocument(doc, spec("runway-gen-4.5")).lint;
    expect(lint.findings.map((f) => f.code)).toEqual(
      expect.arrayContaining(["emotion", "style_soup", "negation"]),
    );
    expect(lint.score).toBeLessThan(100);
  });
});
