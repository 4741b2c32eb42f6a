import { describe, expect, it } from "vitest";
import { mentionsMusic, readMusic, readNarration, readSounds } from "@/lib/scene/compiler/audio";

describe("audio", () => {
  it("splits a sound block into phrases, label gone", () => {
    expect(readSounds("a ferry horn and a tram bell outside.", "")).toEqual([
      "a ferry horn",
      "a tram bell outside",
    ]);
    expect(
      readSounds("the wind whistles through the broken glass while a dog barks somewhere far away.", ""),
    ).toEqual(["the wind whistles through the broken glass", "a dog barks somewhere far away"]);
  });

  it("finds sound clauses in free text", () => {
    expect(readSounds(undefined, "Church bells ringing in the distance, fireplace crackling.")).toEqual([
      "Church bells ringing in the distance",
      "fireplace crackling",
    ]);
  });

  it("asks for music only when the text mentions music, a genre or someone playing", () => {
    expect(mentionsMusic("A midnight rooftop party, friends dance.")).toBe(false);
    expect(mentionsMusic("she strings a violin and plucks the first note")).toBe(false);
    expect(mentionsMusic("Soft piano.")).toBe(true);
    expect(mentionsMusic("A pianist plays in an empty hall")).toBe(true);
    expect(readMusic(undefined, "The boy and the robot dance as music plays from an old radio.")).toEqual([
      "music plays from an old radio",
    ]);
  });

  it("reads the narrator's voice in the text's words", () => {
    expect(readNarration("narrated by a soft female voice-over")).toBe("soft female voice-over");
    expect(readNarration("A quiet street.")).toBeUndefined();
  });

  it("never keeps a label in front of a sound, and reads a sound lead-in as announcing a list", () => {
    expect(readSounds(undefined, "Then interior: fireplace crackling in the great room.")).toEqual([
      "fireplace crackling in the great room",
    ]);
    expect(readSounds(undefined, "Telephoto. Natural sound only: footsteps, low rumbles, wind.")).toEqual([
      "footsteps",
      "low rumbles",
      "wind",
    ]);
    expect(readSounds(undefined, "Ambient sound of bubbles and the diver's breathing regulator.")).toEqual([
      "bubbles",
      "the diver's breathing regulator",
    ]);
    expect(readSounds(undefined, "ASMR study ambience: a candlelit reading nook, a clock ticking.")).toEqual([
      "a clock ticking",
    ]);
  });

  it("cuts a long clause to the part that names the sound", () => {
    expect(readSounds(undefined, "Flour hangs in the air under humming fluorescent tubes.")).toEqual([
      "humming fluorescent tubes",
    ]);
    expect(readSounds(undefined, "Overhead shot of a wok over a roaring gas flame.")).toEqual([
      "a roaring gas flame",
    ]);
  });

  it("takes every item of a short list most of whose items are sounds", () => {
    expect(readSounds(undefined, "Thuds, chains creaking, rope skipping in the background.")).toEqual([
      "Thuds",
      "chains creaking",
      "rope skipping in the background",
    ]);
    expect(readSounds(undefined, "Crickets, distant dog barking.")).toEqual([
      "Crickets",
      "distant dog barking",
    ]);
    expect(readSounds(undefined, "Sheep bleating, wind in the grass.")).toEqual([
      "Sheep bleating",
      "wind in the grass",
    ]);
    // Not a list of sounds: a clause with its own verb, light, a clause of "as".
    expect(readSounds(undefined, "Lin runs through the gate as the bell rings.")).toEqual(["the bell rings"]);
    expect(readSounds(undefined, "Warm lamp light, a dog barking.")).toEqual(["a dog barking"]);
    expect(readSounds(undefined, "A man walks in, the door creaks.")).toEqual(["the door creaks"]);
    expect(readSounds(undefined, "Kemi, humming.")).toEqual(["humming"]);
    expect(readSounds(undefined, "Summer afternoon, sprinkler ticking, a dog barking.")).toEqual([
      "sprinkler ticking",
      "a dog barking",
    ]);
  });

  it("knows more sound words: scraping, screeching, clanging, yipping, trickling, panting, echoing", () => {
    expect(
      readSounds(
        undefined,
        "Metal scraping. Wheels screeching. Bells clanging. Cubs yipping. A fountain trickling. Dogs panting. A ball echoing.",
      ),
    ).toHaveLength(7);
  });

  it("keeps a quote's attribution and a speaker's manner out of the sounds", () => {
    expect(readSounds(undefined, "Marcus calls ⟦⟧ and drives to the hoop.")).toEqual([]);
    expect(readSounds(undefined, "Kemi, laughing: ⟦⟧ The hum of the machines.")).toEqual([
      "The hum of the machines",
    ]);
    expect(readSounds(undefined, "[Son, laughing]: ⟦⟧")).toEqual([]);
    // Away from a quote, or after a quote that ends its sentence, laughter is a sound.
    expect(readSounds(undefined, "Her grandson laughs off-camera.")).toEqual([
      "Her grandson laughs off-camera",
    ]);
    expect(readSounds(undefined, "She says ⟦·⟧ Her grandson laughs off-camera.")).toEqual([
      "Her grandson laughs off-camera",
    ]);
    expect(readSounds(undefined, "⟦⟧ Tom mutters, checking his watch.")).toEqual([]);
  });

  it("keeps only the sound clauses of a block, not what follows 'as' or 'while'", () => {
    expect(readSounds("men chanting as they pull, a temple bell far off", "")).toEqual([
      "men chanting",
      "a temple bell far off",
    ]);
  });

  it("reads music in keyword lists and more genres", () => {
    expect(mentionsMusic("wedding film, Tuscany villa, golden hour, soft piano, no drones")).toBe(true);
    expect(mentionsMusic("The hum of the machines, afrobeats from a small speaker.")).toBe(true);
    expect(mentionsMusic("Crickets, wind, a soft piano lid closing slowly in the hall")).toBe(false);
  });
});
