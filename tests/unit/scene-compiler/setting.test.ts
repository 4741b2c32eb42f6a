import { describe, expect, it } from "vitest";
import { readLighting, readLocation, readTime } from "@/lib/scene/compiler/setting";

describe("setting", () => {
  it("uses the text's own place, with or without a preposition", () => {
    expect(readLocation("A rooftop beehive at noon.")).toBe("rooftop");
    expect(readLocation("An indoor climbing gym. A girl climbs.")).toBe("indoor climbing gym");
    expect(readLocation("Tokyo subway car, rush hour.")).toContain("subway car");
    expect(readLocation("A small harbour café in Lisbon, early morning.")).toBe(
      "small harbour café in Lisbon",
    );
    expect(readLocation("A golden retriever surfs a wave in Hawaii.")).toBe("Hawaii");
  });

  it("reads the stated time only", () => {
    expect(readTime("Inside an underwater cave, a diver's torch sweeps.")).toBeUndefined();
    expect(readTime("a midnight rooftop party")).toBe("midnight");
    expect(readTime("Bakery kitchen at 4am")).toBe("4am");
    expect(readTime("the bottle of Nuit Blanche")).toBeUndefined();
    expect(readTime("Um surfista ao pôr do sol", false)).toBe("sunset");
  });

  it("reads light from the stated sources", () => {
    expect(readLighting("a diver's torch sweeps across crystals")).toEqual(["torch"]);
    expect(readLighting("under strings of fairy lights")).toEqual(["fairy lights"]);
    expect(readLighting("Bright fluorescent lighting.")).toEqual(["bright fluorescent lighting"]);
    expect(readLighting("she lights a match")).toEqual(["match"]);
  });

  it("reads clock times written with a.m./p.m., and mid-morning or mid-afternoon", () => {
    expect(readTime("a cramped bakery at 3 a.m. Flour hangs.")).toBe("3am");
    expect(readTime("Empty subway car at 4:40 a.m., nobody")).toBe("4:40am");
    expect(readTime("Shibuya Crossing at 11pm in the rain")).toBe("11pm");
    expect(readTime("a booth, 5 A.M., red light")).toBe("5am");
    expect(readTime("A sunlit laundromat, midafternoon.")).toBe("mid-afternoon");
    expect(readTime("Format 9:16, a beach.")).toBeUndefined();
  });

  it("reads the times of more languages, and midnight is not night", () => {
    expect(readTime("Ein Fischkutter im Sturm, nachts.", false)).toBe("night");
    expect(readTime("ensaya en un teatro vacío a medianoche", false)).toBe("midnight");
    expect(readTime("opent bij zonsopgang de luiken", false)).toBe("dawn");
    expect(readTime("lepi pierogi na wsi, wieczorem", false)).toBe("evening");
    expect(readTime("una piazza a mezzogiorno", false)).toBe("midday");
  });

  it("reads more light sources: fire, daylight, flames, shafts of light, glowing screens, lit windows", () => {
    expect(readLighting("Evening, by the fire.")).toEqual(["fire"]);
    expect(readLighting("He waits under the fire escape.")).toEqual([]);
    expect(readLighting("Soft diffused daylight from the left.")).toEqual(["soft diffused daylight"]);
    expect(readLighting("A wok over a roaring gas flame.")).toEqual(["flame"]);
    expect(readLighting("a single candle flame")).toEqual(["single candle flame"]);
    expect(readLighting("Sweat flying in the shafts of light from a high window.")).toEqual([
      "shafts of light",
    ]);
    expect(readLighting("A white tunnel of light panels.")).toEqual(["light panels"]);
    expect(readLighting("giant screens glowing overhead")).toEqual(["giant screens glowing"]);
    expect(readLighting("a flickering sign outside")).toEqual(["flickering sign"]);
    expect(readLighting("a cabin with one lit window")).toEqual(["lit window"]);
  });

  it("keeps a lamp's compound name and a sign's own words", () => {
    expect(readLighting("playing cards by the glow of a reading light")).toEqual(["reading light"]);
    expect(readLighting("under the ceiling lamp")).toEqual(["ceiling lamp"]);
    expect(readLighting("a spaceship cockpit, red warning lights blinking")).toEqual(["red warning lights"]);
    expect(readLighting("sparks of oil catching the light")).toEqual([]);
    expect(readLighting("A radio booth, red ON AIR light glowing.")).toEqual(["on air light"]);
  });

  it("knows more places: villas, observatories, booths, riverbeds, hillsides, suburbs, crossings", () => {
    expect(readLocation("wedding film, Tuscany villa, golden hour")).toBe("Tuscany villa");
    expect(readLocation("The abandoned observatory crowns the hill above the town.")).toBe("observatory");
    expect(readLocation("A cluttered radio station booth, 5 a.m.")).toBe("radio station booth");
    expect(readLocation("A paper boat drifts down a gutter in a quiet suburb.")).toBe("quiet suburb");
    expect(readLocation("Ana walks through Shibuya Crossing at 11pm.")).toBe("Shibuya Crossing");
  });

  it("takes a vehicle for the setting only when the scene is in or on it", () => {
    expect(readLocation("Inside a rattling yellow tram climbing the hills.")).toBe("rattling yellow tram");
    expect(readLocation("Two friends talk aboard a ferry.")).toBe("ferry");
    expect(readLocation("A night ferry crosses a black harbour.")).toBe("black harbour");
    expect(readLocation("A ferry crosses the water.")).toBe("ferry");
  });

  it("extends a place by 'of', 'in' or 'at' another place, and reads compounds", () => {
    expect(readLocation("a waiter carries a tray through the kitchen of a packed restaurant")).toBe(
      "kitchen of a packed restaurant",
    );
    expect(readLocation("On the deck of a small ferry in thick fog")).toBe("deck of a small ferry");
    expect(readLocation("a candlelit reading nook in an old library")).toBe(
      "candlelit reading nook in an old library",
    );
    expect(readLocation("Lin waits at a bus stop in the rain.")).toBe("bus stop");
    expect(readLocation("In a hospital waiting room, Dana sits.")).toBe("hospital waiting room");
  });

  it("never takes a place word that modifies a person or a thing, a music track or a time", () => {
    expect(readLocation("A street chef tosses rice in a wok.")).toBeUndefined();
    expect(readLocation("Scene 1: a field botanist kneels in a misty rainforest.")).toBe("misty rainforest");
    expect(readLocation("POV, Mountain Bike, Pine Forest")).toBe("Pine Forest");
    expect(readLocation("Music video for a synthwave track: a girl drives down an empty highway.")).toBe(
      "empty highway",
    );
    expect(readLocation("Anime style, after school on a rooftop.")).toBe("rooftop");
    expect(readLocation("A runner laps the track at dawn.")).toBe("track");
  });

  it("reads '-ing' place words as places only as names or after a determiner", () => {
    expect(readLocation("Elephants crossing a dry riverbed at midday.")).toBe("dry riverbed");
    expect(readLocation("A fox waits at the crossing.")).toBe("crossing");
    expect(readLocation("A deer steps into the clearing.")).toBe("clearing");
    expect(readLocation("He is clearing the table.")).toBe("table");
  });

  it("prefers a named place to a weak place word", () => {
    expect(readLocation("mechanics swarm the car, night race in Singapore")).toBe("Singapore");
    expect(readLocation("Meerkats stand on a termite mound in the Kalahari.")).toBe("Kalahari");
    expect(readLocation("my cat watching birds from the window")).toBe("window");
  });
});
