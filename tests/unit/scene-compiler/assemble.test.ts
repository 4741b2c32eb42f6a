import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { promptDocumentSchema } from "@/lib/scene/schema";

describe("assemble", () => {
  it("builds a valid document that invents nothing for a silent text", () => {
    const doc = promptDocumentSchema.parse(compileScene({ description: "A cup of green tea on a table." }));
    const s = doc.scenes[0];
    expect(s.setting.time_of_day).toBe("unspecified");
    expect(s.setting.lighting).toBe("unspecified");
    expect(s.camera).toEqual({ movements: [], angles: [] });
    expect(s.audio.music_cues).toEqual([]);
    expect(doc.global_preferences.music.enabled).toBe(false);
    expect(doc.global_preferences.narration.enabled).toBe(false);
  });

  it("carries each member's description unchanged into every scene", () => {
    const doc = compileScene({
      description:
        "Character: Lin, a 9-year-old girl with a yellow raincoat.\n\nScene 1: Lin waits at a bus stop.\nScene 2: Lin runs through the school gate.",
    });
    expect(doc.scenes).toHaveLength(2);
    const [a, b] = doc.scenes.map((s) => s.characters.find((c) => c.name === "Lin")?.description);
    expect(a).toContain("yellow raincoat");
    expect(b).toBe(a);
  });

  it("never turns a negation into a request", () => {
    const doc = compileScene({
      description: "A deserted train platform at dawn, without people. No narration, no subtitles.",
    });
    expect(doc.scenes[0].characters).toEqual([]);
    expect(doc.global_preferences.narration.enabled).toBe(false);
    expect(doc.global_preferences.narration.captions).toBe(false);
    expect(doc.scenes[0].notes).toMatch(/Avoid: .*people/);
  });
});
