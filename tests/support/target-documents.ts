// Documents for the target tests: a small seeded generator of valid prompt documents (1-8 scenes,
// every duration, long dialogue, negations) and compiler outputs from realistic descriptions.
import { compileScene } from "@/lib/scene/compiler";
import type { PromptDocument, Scene } from "@/lib/scene/schema";

/** Deterministic PRNG (mulberry32) so a failing seed can be replayed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = ["Maria", "Leo", "Grandma Rose", "Detective Holmes", "Ana", "Kofi", "Yuki", "Robot 7"];
const LOOKS = [
  "a young fisherwoman in a yellow raincoat",
  "a tall man with a grey beard and a wool coat",
  "an elderly woman with silver hair in a bun",
  "a lanky detective in a tweed cape",
  "a girl of ten with red braids",
];
const ACTIONS = [
  "walks along the harbor",
  "knits by the fire",
  "examines a clue",
  "runs across the field; laughs",
];
const WORDS = "the sea is calm today and we will sail before the storm comes back over the hills".split(" ");
const DURATIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 20, 30, 0.5, 7.5];

export function randomDocument(seed: number): PromptDocument {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const count = 1 + Math.floor(r() * 8);
  const cast = NAMES.slice(0, 1 + Math.floor(r() * 4)).map((name) => ({ name, description: pick(LOOKS) }));
  const scenes: Scene[] = Array.from({ length: count }, (_, i) => {
    const here = cast.filter(() => r() < 0.6);
    const long = r() < 0.3;
    return {
      id: i + 1,
      title: `Scene ${i + 1}`,
      description: `${here.map((c) => c.name).join(" and ") || "The wind"} in the old town${r() < 0.3 ? ", without cars on the street" : ""}.`,
      characters: here.map((c) => ({ ...c, actions: pick(ACTIONS) })),
      setting: {
        location: "the old town square",
        time_of_day: pick(["dawn", "night", "noon"]),
        lighting: "warm lamplight",
        background_details: "cobblestones and ivy",
      },
      camera: { movements: r() < 0.5 ? ["slow push in", "pan left"] : ["static"], angles: ["medium shot"] },
      visuals: {
        mood: pick(["calm", "tense", "joyful"]),
        props: ["lantern"],
        style_notes: "cinematic, 35mm film",
      },
      audio: {
        dialogue: here.slice(0, 2).map((c) => ({
          character: c.name,
          line: Array.from({ length: long ? 30 + Math.floor(r() * 40) : 3 + Math.floor(r() * 8) }, () =>
            pick(WORDS),
          ).join(" "),
        })),
        sound_effects: r() < 0.5 ? ["church bells"] : [],
        music_cues: r() < 0.3 ? ["soft piano"] : [],
      },
      duration_seconds: pick(DURATIONS),
      notes: r() < 0.3 ? "No people in the background. Keep the grading consistent." : "",
    };
  });
  return {
    project_title: `Random ${seed}`,
    project_style: { categories: ["Drama"], tone: "warm", visual_style: "cinematic", reference_examples: [] },
    global_preferences: {
      narration: { enabled: r() < 0.3, voice_style: "warm", captions: r() < 0.2 },
      music: { enabled: r() < 0.5, style: "ambient" },
      text_on_screen: { allowed: r() < 0.2, notes: "" },
    },
    scenes,
  };
}

/**
 * A document of 3-7 scenes whose lengths (8-30 s, at least one of 30 s) add up past 30 s, so a
 * 30-second model needs several clips and a multi-shot one packs scenes up to 30 s.
 */
export function longDocument(seed: number): PromptDocument {
  const base = randomDocument(seed);
  const r = rng(seed * 7919);
  const lengths = [8, 10, 12, 14, 16, 20];
  const scenes = Array.from({ length: 3 + Math.floor(r() * 5) }, (_, i) => ({
    ...base.scenes[i % base.scenes.length],
    id: i + 1,
    title: `Scene ${i + 1}`,
    duration_seconds: i === 1 ? 30 : lengths[Math.floor(r() * lengths.length)],
  }));
  return { ...base, project_title: `Long ${seed}`, scenes };
}

export const REALISTIC_DESCRIPTIONS = [
  'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor. No music. Close-up of her hands. She says "The sea is calm today." Scene 2: Then a slow aerial drone shot follows her boat, without people on the pier.',
  'In a cozy cabin at night, Grandma Rose knits by the fireplace while snow falls outside. She smiles at her grandson and says "Once upon a time, there was a fox." The fire crackles.',
  "A lonely robot wanders through a rainy neon city at night. Low angle tracking shot. Synthwave music pulses in the background while taxis hiss past on wet streets. No text on screen.",
  'Finally, Detective Holmes examines a clue in a dusty library with a magnifying glass. "Elementary," says Holmes. Dramatic candlelight, slow push in on his face, footsteps echo.',
  "1. Two friends, Ana and Leo, sit on a park bench eating ice cream in the afternoon. 2. Leo wipes his face and grins as a golden retriever chases pigeons. 3. Finally the sun sets behind the trees, wide shot.",
];

export const compiledDocuments = (duration?: 5 | 8 | 10) =>
  REALISTIC_DESCRIPTIONS.map((description) => compileScene({ description, duration }));

export { GOLDEN } from "./golden-document";
