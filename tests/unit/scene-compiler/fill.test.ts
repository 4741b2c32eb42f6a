import { describe, expect, it } from "vitest";
import { fillLighting, orNeutral } from "@/lib/scene/compiler/fill";

describe("fill", () => {
  it("keeps stated light, else derives it from the stated time or weather, else stays neutral", () => {
    expect(fillLighting(["torch"], undefined, [])).toBe("torch");
    expect(fillLighting([], "dawn", [])).toBe("soft early-morning light");
    expect(fillLighting([], "midnight", [])).toBe("night-time darkness");
    expect(fillLighting([], undefined, ["rain"])).toBe("overcast, diffuse light");
    expect(fillLighting([], undefined, [])).toBe("unspecified");
  });

  it("leaves a neutral value where the text is silent", () => {
    expect(orNeutral(undefined)).toBe("unspecified");
    expect(orNeutral("rooftop")).toBe("rooftop");
  });
});
