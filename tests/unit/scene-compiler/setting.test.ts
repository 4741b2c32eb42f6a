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
});
