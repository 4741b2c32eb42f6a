import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { promptDocumentSchema } from "@/lib/scene/schema";

describe("assemble", () => {
  it("resolves 'He hands her' in a scene that names no one to the latest member of each gender", () => {
    const doc = compileScene({
      description:
        '1. An old man kneels in his garden, pulling carrots.\n2. His granddaughter, Mia, runs over and asks, "Can I keep the funny one?"\n3. He hands her a carrot with two legs.',
    });
    expect(doc.scenes[2].characters.map((c) => c.name).sort()).toEqual(["Man", "Mia"]);
  });

  it("gives each scene its own place, never one carried from an earlier scene; a time holds until another", () => {
    const doc = compileScene({
      description:
        "Scene 1: A busy fish market in Lisbon at dawn, a vendor weighs sardines.\nScene 2: Back home, she fries the sardines in a tiny kitchen.\nScene 3: She eats alone.",
    });
    const [one, two, three] = doc.scenes.map((s) => s.setting);
    expect(one.location).toContain("fish market");
    expect(one.time_of_day).toBe("dawn");
    expect(two.location).not.toContain("fish market");
    expect(two.time_of_day).toBe("dawn");
    expect(three.location).toBe("");
    // A place stated before the scenes holds for all of them.
    const shared = compileScene({
      description: "In a lighthouse at night.\n\nScene 1: A keeper climbs.\nScene 2: He lights the lamp.",
    });
    expect(shared.scenes.map((s) => s.setting.location)).toEqual(["lighthouse", "lighthouse"]);
  });

  it("builds a valid document that invents nothing for a silent text", () => {
    const doc = promptDocumentSchema.parse(compileScene({ description: "A cup of green tea on a table." }));
    const s = doc.scenes[0];
    // Empty where the text is silent: never "unspecified", a mood, a style or a light of ours.
    expect(s.setting.time_of_day).toBe("");
    expect(s.setting.lighting).toBe("");
    expect(s.visuals.mood).toBe("");
    expect(s.visuals.style_notes).toBe("");
    expect(doc.project_style.tone).toBe("");
    expect(doc.project_style.visual_style).toBe("");
    expect(doc.global_preferences.music.style).toBe("");
    expect(doc.global_preferences.narration.voice_style).toBe("");
    expect(doc.global_preferences.text_on_screen.notes).toBe("");
    expect(s.notes).toBe("");
    expect(s.camera).toEqual({ movements: [], angles: [] });
    expect(s.audio.music_cues).toEqual([]);
    expect(doc.global_preferences.music.enabled).toBe(false);
    expect(doc.global_preferences.narration.enabled).toBe(false);
  });

  it("states light only where the text does (a time of day is not a light), and no mood from 'warm'", () => {
    const doc = compileScene({ description: "A baker kneads dough at dawn. Warm lamplight." });
    expect(doc.scenes[0].setting.time_of_day).toBe("dawn");
    expect(doc.scenes[0].setting.lighting.toLowerCase()).toContain("lamplight");
    expect(doc.scenes[0].visuals.mood).toBe("");
    expect(compileScene({ description: "A baker kneads dough at dawn." }).scenes[0].setting.lighting).toBe(
      "",
    );
  });

  it("keeps the text as clauses with roles, stated shots with their times, and production as parameters", () => {
    const doc = compileScene({
      description:
        'Vertical 9:16 video for Instagram Reels. 0-3s: The baker, an old man named Aldo, slides a tray of bread into the oven. 3-6s: Warm lamplight, the crackle of the wood oven. His granddaughter, Mia, asks: "Is it ready?" 6-8s: Close-up of the golden loaf, no music, no text on screen.',
    });
    expect(doc.production).toEqual({
      aspect_ratio: "9:16",
      platform: "Instagram Reels",
      duration_seconds: 8,
    });
    expect(doc.scenes.map((s) => s.shot)).toEqual([
      { label: "0-3s", start: 0, seconds: 3 },
      { label: "3-6s", start: 3, seconds: 3 },
      { label: "6-8s", start: 6, seconds: 2 },
    ]);
    expect(doc.scenes[1].clauses).toEqual([
      { role: "light", text: "Warm lamplight" },
      { role: "sound", text: "the crackle of the wood oven" },
      {
        role: "dialogue",
        text: 'His granddaughter, Mia, asks: "Is it ready?"',
        line: "Is it ready?",
        speaker: "Mia",
      },
    ]);
    expect(doc.scenes[2].clauses?.filter((c) => c.role === "exclusion").flatMap((c) => c.terms)).toEqual([
      "music",
      "text on screen",
    ]);
    expect(doc.project_title).toBe("Baker Slides a Tray of Bread");
    // One entry per person, the text's words, the name not said twice.
    expect(doc.scenes[0].characters).toEqual([
      {
        name: "Aldo",
        description: "baker, an old man named Aldo",
        actions: "slides a tray of bread into the oven",
      },
    ]);
    expect(JSON.stringify(doc)).not.toMatch(/unspecified|Lip-sync|local compiler|cozy/);
  });

  it("a typed placeholder marker cannot crash the compiler", () => {
    const doc = compileScene({ description: 'A cat says "⟦1⟧ hello". ⟦0⟧ ⟦ ⟧ in the alley.' });
    expect(JSON.stringify(doc)).not.toMatch(/⟦|⟧|undefined/);
    expect(doc.scenes[0].audio.dialogue[0].line).toBe("[1] hello");
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
