// A small hand-written document for the golden tests and the hostile-input suite (pure data).
import type { PromptDocument, Scene } from "@/lib/scene/schema";

const goldenScene = (over: Partial<Scene> & Pick<Scene, "id">): Scene => ({
  title: "Harbor",
  description: "Maria unties a rope at the harbor.",
  characters: [
    { name: "Maria", description: "a young fisherwoman in a yellow raincoat", actions: "unties a rope" },
  ],
  setting: {
    location: "a misty harbor",
    time_of_day: "dawn",
    lighting: "soft golden backlight",
    background_details: "",
  },
  camera: { movements: ["slow push in"], angles: ["close-up"] },
  visuals: { mood: "calm", props: [], style_notes: "cinematic, 35mm film" },
  audio: { dialogue: [], sound_effects: ["gulls crying"], music_cues: [] },
  duration_seconds: 4,
  notes: "",
  ...over,
});

export const GOLDEN: PromptDocument = {
  project_title: "Harbor Morning",
  project_style: { categories: ["Drama"], tone: "calm", visual_style: "cinematic", reference_examples: [] },
  global_preferences: {
    narration: { enabled: false, voice_style: "none", captions: false },
    music: { enabled: false, style: "none" },
    text_on_screen: { allowed: false, notes: "" },
  },
  scenes: [
    goldenScene({
      id: 1,
      audio: {
        dialogue: [{ character: "Maria", line: "The sea is calm today." }],
        sound_effects: ["gulls crying"],
        music_cues: [],
      },
    }),
    goldenScene({
      id: 2,
      title: "Departure",
      characters: [
        {
          name: "Maria",
          description: "a young fisherwoman in a yellow raincoat",
          actions: "rows the boat out to sea",
        },
      ],
      setting: {
        location: "the open sea",
        time_of_day: "sunrise",
        lighting: "warm sunrise glow",
        background_details: "",
      },
      camera: { movements: ["aerial drone shot"], angles: ["wide shot"] },
      notes: "No people on the pier.",
    }),
  ],
};
