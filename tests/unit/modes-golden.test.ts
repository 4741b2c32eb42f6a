// Issue 27: golden exports per live target and mode, read against each vendor's guide (docs/modes.md):
// image-to-video and first/last frame write only motion, camera, change and sound; reference mode
// opens with the model's own names for the images (Seedance and Kling 4 @Image1, Wan and MiniMax H3
// "Image 1", Gemini Omni <IMAGE_REF_0>, Veo in words); extend writes the continuation with the
// identity anchors. Each entry: the clip texts, slots, keyframes and the warnings' codes.
import { describe, expect, it } from "vitest";
import type { PromptDocument } from "@/lib/scene/schema";
import { LIVE_TARGETS } from "@/lib/targets/catalog";
import { exportWithModes, type ModeClip } from "@/lib/targets/modes";
import { GOLDEN } from "../support/golden-document";

export const MODES_GOLDEN: PromptDocument = {
  ...GOLDEN,
  scenes: [
    {
      ...GOLDEN.scenes[0],
      id: 1,
      title: "Tea",
      description:
        'A warm kitchen at dawn, soft window light. Lena pours tea into a blue cup. The camera slowly pushes in. A kettle whistles. Lena says: "Morning already?"',
      characters: [{ name: "Lena", description: "a tall woman with short grey hair", actions: "" }],
      setting: { location: "", time_of_day: "", lighting: "", background_details: "" },
      camera: { movements: [], angles: [] },
      visuals: { mood: "", props: [], style_notes: "" },
      audio: {
        dialogue: [{ character: "Lena", line: "Morning already?" }],
        sound_effects: [],
        music_cues: [],
      },
      duration_seconds: 6,
    },
    {
      ...GOLDEN.scenes[0],
      id: 2,
      title: "Snow",
      description:
        "Lena carries the blue cup to the window, watercolor style. Snow falls on the garden. She smiles and sips.",
      characters: [{ name: "Lena", description: "a tall woman with short grey hair", actions: "" }],
      setting: { location: "", time_of_day: "", lighting: "", background_details: "" },
      camera: { movements: [], angles: [] },
      visuals: { mood: "", props: [], style_notes: "" },
      audio: { dialogue: [], sound_effects: [], music_cues: [] },
      duration_seconds: 5,
    },
  ],
  bible: {
    cast: [
      {
        name: "Lena",
        look: "a tall woman with short grey hair",
        wardrobe: "a red coat",
        age: "60",
        voice: "",
      },
    ],
    places: [{ name: "kitchen", description: "a warm farmhouse kitchen" }],
    props: [{ name: "blue cup", description: "a chipped blue enamel cup" }],
  },
};

const CASES = LIVE_TARGETS.filter((t) => t.status === "live").flatMap((t) =>
  t.modes.slice(1).map((m) => [t.id, m.mode] as const),
);

describe("golden exports per target and mode", () => {
  it.each(CASES)("%s, %s", (id, mode) => {
    const spec = LIVE_TARGETS.find((t) => t.id === id)!;
    const r = exportWithModes(MODES_GOLDEN, spec, { mode });
    expect({
      clips: (r.clips as ModeClip[]).map((c) => ({
        mode: c.mode,
        seconds: c.parameters.durationSeconds,
        text: c.text,
        slots: c.slots.map((s) => `${s.slot} [${s.field}]: ${s.fill}`),
        ...(c.keyframes ? { keyframes: c.keyframes } : {}),
      })),
      warnings: r.warnings.map((w) => w.code),
    }).toMatchSnapshot();
  });
});
