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
});
