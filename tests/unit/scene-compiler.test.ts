import { describe, expect, it } from "vitest";
import { compileScene } from "@/lib/scene/compiler";
import { SCENE_CATEGORIES } from "@/lib/scene/categories";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

type Expect = {
  scenes?: number;
  characters?: string[];
  actions?: Record<string, string>;
  dialogue?: { character: string; line: string }[];
  angles?: string[];
  moves?: string[];
  location?: string;
  time?: string;
  lighting?: string;
  weather?: string;
  sounds?: string[];
  music?: string;
  style?: string;
  mood?: string;
  textOnScreen?: boolean;
  narration?: boolean;
  title?: string;
};

const CASES: { name: string; description: string; title?: string; expect: Expect }[] = [
  {
    name: "explicit scenes with a named character, dialogue and camera",
    description:
      'Scene 1: At dawn, Maria, a young fisherwoman, walks along the misty harbor while seagulls cry overhead. Close-up of her weathered hands untying a rope. She says "The sea is calm today." Scene 2: The camera slowly pans to reveal an old lighthouse. Her dog Rex barks.',
    expect: {
      scenes: 2,
      characters: ["Maria", "Rex"],
      actions: { Maria: "walks along the misty harbor", Rex: "barks" },
      dialogue: [{ character: "Maria", line: "The sea is calm today." }],
      angles: ["close-up"],
      moves: ["pan"],
      location: "misty harbor",
      time: "dawn",
      // The weather in the text's own word, not a category ("fog") it never uses.
      weather: "misty",
      sounds: ["seagulls cry overhead"],
    },
  },
  {
    name: "numbered lines",
    description:
      '1. Wide shot of a snowy mountain village at sunrise.\n2. Kenji, an old baker, opens his shop and smiles. "Good morning!" Kenji calls.\n3. Children run past with sleds, laughing.',
    expect: {
      scenes: 3,
      characters: ["Kenji", "Children"],
      actions: { Kenji: "opens his shop and smiles", Children: "run past with sleds" },
      dialogue: [{ character: "Kenji", line: "Good morning!" }],
      angles: ["wide shot"],
      location: "snowy mountain village",
      time: "sunrise",
      weather: "snow",
    },
  },
  {
    name: "first / then / finally sentences",
    description:
      "First, a kitten wakes up on a sunny windowsill. Then it chases a red ball across the kitchen floor. Finally, the kitten falls asleep in a basket.",
    expect: {
      scenes: 3,
      characters: ["Kitten"],
      actions: { Kitten: "wakes up on a sunny windowsill" },
      location: "sunny windowsill",
      weather: "sunny",
    },
  },
  {
    name: "a neon city at night with low angle tracking and synthwave",
    description:
      "A lonely robot wanders through a rainy neon city at night. Low angle tracking shot. Synthwave music pulses in the background.",
    expect: {
      scenes: 1,
      characters: ["Robot"],
      actions: { Robot: "wanders through a rainy neon city" },
      angles: ["low angle"],
      moves: ["tracking shot"],
      location: "rainy neon city",
      time: "night",
      weather: "rain",
      music: "Synthwave music",
      style: "synthwave",
    },
  },
  {
    name: "claymation detective with a title card",
    description:
      'Claymation style: Detective Holmes examines a clue in a dusty library with a magnifying glass. "Elementary," says Holmes. Dramatic candlelight. Title card reading "The Case".',
    expect: {
      characters: ["Detective Holmes"],
      dialogue: [{ character: "Detective Holmes", line: "Elementary" }],
      location: "dusty library",
      lighting: "candlelight",
      style: "claymation",
      textOnScreen: true,
    },
  },
  {
    name: "two named friends, one speaking after a colon",
    description:
      'Two friends, Ana and Leo, sit on a park bench eating ice cream in the afternoon. Ana laughs: "You have ice cream on your nose!" Leo wipes his face and grins.',
    expect: {
      characters: ["Ana", "Leo"],
      actions: { Leo: "wipes his face and grins" },
      dialogue: [{ character: "Ana", line: "You have ice cream on your nose!" }],
      location: "park",
      time: "afternoon",
    },
  },
  {
    name: "a dog surfing, slow motion aerial",
    description:
      "A golden retriever surfs a huge wave in Hawaii, slow motion, aerial drone shot, upbeat ukulele music.",
    expect: {
      characters: ["Retriever"],
      actions: { Retriever: "surfs a huge wave in Hawaii" },
      moves: ["aerial drone shot", "slow motion"],
      location: "Hawaii",
      music: "ukulele",
    },
  },
  {
    name: "an astronaut on the moon with narration",
    description:
      'An astronaut plants a flag on the moon while Earth rises behind her. A calm narrator says "One small step, again." Extreme close-up of the visor reflection.',
    expect: {
      characters: ["Astronaut"],
      actions: { Astronaut: "plants a flag on the moon" },
      dialogue: [{ character: "Narrator", line: "One small step, again." }],
      angles: ["extreme close-up"],
      location: "moon",
      narration: true,
    },
  },
  {
    name: "a chef in a kitchen with sizzling sounds",
    description:
      "Chef Luca flips a pancake in a bright kitchen in the morning. The sound of butter sizzling fills the room. Overhead shot of the pan.",
    expect: {
      characters: ["Chef Luca"],
      actions: { "Chef Luca": "flips a pancake in a bright kitchen" },
      angles: ["overhead shot"],
      location: "bright kitchen",
      time: "morning",
      sounds: ["butter sizzling fills the room"],
    },
  },
  {
    name: "dragon over a castle at sunset, epic",
    description:
      "An epic wide shot: a dragon circles above the castle at sunset, its wings catching golden light. Crane shot rising over the towers. Orchestral score swells.",
    expect: {
      characters: ["Dragon"],
      angles: ["wide shot"],
      moves: ["crane shot"],
      time: "sunset",
      lighting: "golden light",
      music: "Orchestral score swells",
      mood: "epic",
    },
  },
  {
    name: "anime schoolgirl in the rain with dialogue after the quote",
    description:
      'Anime style. Yuki waits at a bus stop in the rain, holding a red umbrella. "He is late again," Yuki whispers. Soft rain patters on the umbrella.',
    expect: {
      characters: ["Yuki"],
      actions: { Yuki: "waits at a bus stop" },
      dialogue: [{ character: "Yuki", line: "He is late again" }],
      weather: "rain",
      style: "anime",
      sounds: ["Soft rain patters on the umbrella"],
    },
  },
  {
    name: "documentary about bees",
    description:
      "A documentary macro shot of a honey bee landing on a lavender flower in a sunny meadow. A voiceover explains pollination. Gentle buzzing.",
    expect: {
      characters: ["Bee"],
      angles: ["macro shot"],
      location: "sunny meadow",
      narration: true,
      style: "documentary",
      sounds: ["Gentle buzzing"],
    },
  },
  {
    name: "product commercial with on-screen text requested",
    description:
      "A polished commercial: a sneaker rotates on a white pedestal in a studio, rim light, 360-degree orbit. On-screen text shows the product name at the end.",
    expect: {
      moves: ["orbit"],
      location: "studio",
      lighting: "rim light",
      style: "polished commercial",
      textOnScreen: true,
    },
  },
  {
    name: "a horse race with handheld camera",
    description:
      "A jockey urges a black horse down the final stretch of the track as the crowd cheers. Handheld camera, low angle, dust in the air at noon.",
    expect: {
      characters: ["Jockey", "Horse"],
      actions: { Jockey: "urges a black horse down the final stretch of the track" },
      moves: ["handheld"],
      angles: ["low angle"],
      time: "noon",
      sounds: ["the crowd cheers"],
    },
  },
  {
    name: "a grandmother telling a story by the fire",
    description:
      'In a cozy cabin at night, Grandma Rose knits by the fireplace while snow falls outside. She smiles at her grandson and says "Once upon a time, there was a fox." The fire crackles.',
    expect: {
      characters: ["Grandma Rose"],
      actions: { "Grandma Rose": "knits by the fireplace" },
      dialogue: [{ character: "Grandma Rose", line: "Once upon a time, there was a fox." }],
      location: "cozy cabin",
      time: "night",
      weather: "snow",
      sounds: ["The fire crackles"],
      mood: "cozy",
    },
  },
  {
    name: "a time-lapse of a city without characters",
    description:
      "Time-lapse of the Tokyo skyline from dusk to night, traffic streaming below like rivers of light. No music.",
    expect: { characters: [], moves: ["time-lapse"], location: "Tokyo", time: "dusk" },
  },
  {
    name: "a boy and his robot, next / finally",
    description:
      "A boy builds a tiny robot in his garage. Next, the robot blinks its eyes and waves. Finally, the boy and the robot dance together as music plays from an old radio.",
    expect: {
      scenes: 3,
      characters: ["Boy", "Robot"],
      actions: { Boy: "builds a tiny robot in his garage" },
      location: "garage",
      music: "music plays from an old radio",
    },
  },
  {
    name: "underwater scene with a dolphin",
    description:
      "Underwater wide shot: a dolphin glides through a coral reef as sunbeams pierce the surface. Bubbles whoosh past the camera. Dreamy ambient music.",
    expect: {
      characters: ["Dolphin"],
      actions: { Dolphin: "glides through a coral reef" },
      angles: ["wide shot"],
      location: "coral reef",
      lighting: "sunbeams",
      music: "ambient music",
      mood: "dreamy",
    },
  },
  {
    name: "a knight and a wizard talking",
    description:
      'Sir Cedric, a tired knight, kneels before the wizard Merlin in a glowing cave. "I need your help," Cedric says. Merlin replies, "Then you must find the crystal." Dutch angle, flickering torchlight.',
    expect: {
      characters: ["Sir Cedric", "Merlin"],
      dialogue: [
        { character: "Sir Cedric", line: "I need your help" },
        { character: "Merlin", line: "Then you must find the crystal." },
      ],
      angles: ["dutch angle"],
      location: "glowing cave",
    },
  },
  {
    name: "a cyclist at golden hour",
    description:
      "A cyclist races along a coastal road at golden hour, the camera tracking alongside her. Wind rushes past. Upbeat electronic beat.",
    expect: {
      characters: ["Cyclist"],
      actions: { Cyclist: "races along a coastal road" },
      time: "golden hour",
      weather: "wind",
      music: "Upbeat electronic beat",
    },
  },
  {
    name: "black and white noir street",
    description:
      "Black and white film noir. A detective in a trench coat lights a match in a foggy alley at midnight. Footsteps echo. Slow push in on his face.",
    expect: {
      characters: ["Detective"],
      actions: { Detective: "lights a match in a foggy alley" },
      moves: ["push in"],
      location: "foggy alley",
      time: "midnight",
      weather: "fog",
      style: "film noir",
      sounds: ["Footsteps echo"],
    },
  },
  {
    name: "a picnic with a couple and pronoun dialogue",
    description:
      'A young couple spreads a blanket in a blooming garden on a spring afternoon. He hands her a strawberry. She laughs and says "You remembered!"',
    expect: {
      characters: ["Couple"],
      dialogue: [{ character: "Couple", line: "You remembered!" }],
      location: "blooming garden",
      time: "afternoon",
    },
  },
  {
    name: "a space station with a scene marker word",
    description:
      "Scene one: Commander Vega floats through the space station, checking the instruments. Scene two: She looks out of the window at a blue nebula. A low mechanical hum.",
    expect: {
      scenes: 2,
      characters: ["Commander Vega"],
      actions: { "Commander Vega": "floats through the space station" },
      location: "space station",
      sounds: ["A low mechanical hum"],
    },
  },
  {
    name: "a Paris café in the rain with a proper place",
    description:
      "A waiter wipes tables at a small café in Paris while rain falls on the awning. Medium shot through the window. Soft accordion music.",
    expect: {
      characters: ["Waiter"],
      actions: { Waiter: "wipes tables at a small café" },
      angles: ["medium shot"],
      location: "small café",
      weather: "rain",
      music: "accordion music",
    },
  },
  {
    name: "short plain description gets complete defaults",
    description: "A cat sleeps.",
    expect: { scenes: 1, characters: ["Cat"], actions: { Cat: "sleeps" } },
  },
  {
    name: "the title is used as project_title",
    title: "Harbor Morning",
    description: "A fisherman repairs his net on the pier in the early morning light.",
    expect: {
      title: "Harbor Morning",
      characters: ["Fisherman"],
      actions: { Fisherman: "repairs his net on the pier" },
      location: "pier",
      time: "early morning",
    },
  },
  {
    name: "a stormy lighthouse keeper with thunder",
    description:
      "During a thunderstorm, the old lighthouse keeper climbs the spiral stairs with a lantern. Thunder rumbles. Lightning flashes through the window. POV shot climbing the stairs.",
    expect: {
      characters: ["Keeper"],
      weather: "storm",
      angles: ["POV"],
      sounds: ["Thunder rumbles"],
    },
  },
];

const all = (doc: PromptDocument) => ({
  characters: doc.scenes.flatMap((s) => s.characters),
  dialogue: doc.scenes.flatMap((s) => s.audio.dialogue),
  angles: doc.scenes.flatMap((s) => s.camera.angles),
  moves: doc.scenes.flatMap((s) => s.camera.movements),
  locations: doc.scenes.map((s) => s.setting.location).join(" | "),
  times: doc.scenes.map((s) => s.setting.time_of_day),
  lighting: doc.scenes.map((s) => s.setting.lighting).join(" | "),
  background: doc.scenes.map((s) => s.setting.background_details).join(" | "),
  sounds: doc.scenes.flatMap((s) => s.audio.sound_effects),
  music: doc.scenes.flatMap((s) => s.audio.music_cues).join(" | "),
  style: `${doc.project_style.visual_style} | ${doc.scenes.map((s) => s.visuals.style_notes).join(" | ")}`,
  moods: doc.scenes.map((s) => s.visuals.mood),
});

describe("local scene compiler", () => {
  it(`covers at least 25 varied descriptions`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  for (const c of CASES) {
    it(c.name, () => {
      const doc = compileScene({ description: c.description, title: c.title, duration: 10 });
      expect(() => promptDocumentSchema.parse(doc)).not.toThrow();
      const a = all(doc);
      const e = c.expect;
      if (e.scenes !== undefined) expect(doc.scenes).toHaveLength(e.scenes);
      if (e.characters) {
        const names = uniqNames(a.characters.map((x) => x.name));
        if (e.characters.length === 0) expect(names).toEqual([]);
        for (const n of e.characters) expect(names, `characters of ${c.name}`).toContain(n);
      }
      for (const [name, action] of Object.entries(e.actions ?? {})) {
        const acts = a.characters
          .filter((x) => x.name === name)
          .map((x) => x.actions)
          .join(" | ");
        expect(acts, `actions of ${name}`).toContain(action);
      }
      for (const d of e.dialogue ?? []) expect(a.dialogue).toContainEqual(d);
      for (const angle of e.angles ?? []) expect(a.angles).toContain(angle);
      for (const move of e.moves ?? []) expect(a.moves).toContain(move);
      if (e.location) expect(a.locations).toContain(e.location);
      if (e.time) expect(a.times).toContain(e.time);
      if (e.lighting) expect(a.lighting.toLowerCase()).toContain(e.lighting.toLowerCase());
      if (e.weather) expect(a.background.toLowerCase()).toContain(e.weather);
      for (const s of e.sounds ?? []) expect(a.sounds.join(" | ")).toContain(s);
      if (e.music) expect(a.music).toContain(e.music);
      if (e.style) expect(a.style).toContain(e.style);
      if (e.mood) expect(a.moods).toContain(e.mood);
      if (e.narration !== undefined) expect(doc.global_preferences.narration.enabled).toBe(e.narration);
      expect(doc.global_preferences.text_on_screen.allowed).toBe(e.textOnScreen ?? false);
      if (e.title) expect(doc.project_title).toBe(e.title);
      for (const s of doc.scenes) {
        expect(s.duration_seconds).toBe(10);
        expect(s.description.length).toBeGreaterThan(0);
        // Where the text is silent a field is empty, never a placeholder word.
        expect(s.setting.location).not.toMatch(/unspecified/);
        // Nothing is invented: no camera move, sound or music the text does not state.
        if (!e.music) expect(s.audio.music_cues).toEqual([]);
      }
      for (const cat of doc.project_style.categories) expect(SCENE_CATEGORIES).toContain(cat);
      expect(doc.project_title.length).toBeGreaterThan(0);
    });
  }
});

function uniqNames(names: string[]) {
  return [...new Set(names)];
}

describe("compiler guarantees", () => {
  it("is deterministic", () => {
    for (const c of CASES)
      expect(compileScene({ description: c.description })).toEqual(
        compileScene({ description: c.description }),
      );
  });

  it("keeps every quoted line verbatim and every scene's text", () => {
    const description =
      'Scene 1: Ava whispers "Is anyone there?" Scene 2: A voice answers, "Only the wind, my dear."';
    const doc = compileScene({ description });
    expect(doc.scenes.flatMap((s) => s.audio.dialogue.map((d) => d.line))).toEqual([
      "Is anyone there?",
      "Only the wind, my dear.",
    ]);
    expect(doc.scenes[0].description).toContain('"Is anyone there?"');
  });

  it("defaults the duration to 8 seconds and derives a title from the description", () => {
    const doc = compileScene({ description: "A red fox trots across a frozen lake at dawn." });
    expect(doc.scenes[0].duration_seconds).toBe(8);
    expect(doc.project_title).toBe("Red Fox Trots Across a Frozen Lake");
    expect(doc.global_preferences.text_on_screen.allowed).toBe(false);
  });

  it("turns off music when asked and keeps narration off by default", () => {
    const doc = compileScene({ description: "A quiet forest path in the fog, no music, only birdsong." });
    expect(doc.global_preferences.music.enabled).toBe(false);
    expect(doc.scenes[0].audio.music_cues).toEqual([]);
    expect(doc.global_preferences.narration.enabled).toBe(false);
  });
});
