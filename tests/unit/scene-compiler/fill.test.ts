import { describe, expect, it } from "vitest";
import { fillLighting, orNeutral } from "@/lib/scene/compiler/fill";

describe("fill", () => {
  it("keeps stated light, else derives it from a time or weather a caller passes, else stays empty", () => {
    expect(fillLighting(["torch"], undefined, [])).toBe("torch");
    expect(fillLighting([], "dawn", [])).toBe("soft dawn light");
    expect(fillLighting([], "midnight", [])).toBe("night-time darkness");
    expect(fillLighting([], undefined, ["rain"])).toBe("overcast, diffuse light");
    expect(fillLighting([], undefined, [])).toBe("");
  });

  it("names the stated time in the light it implies, in the text's words", () => {
    expect(fillLighting([], "sunrise", [])).toBe("soft sunrise light");
    expect(fillLighting([], "early morning", [])).toBe("soft early-morning light");
    expect(fillLighting([], "golden hour", [])).toBe("warm golden hour light");
    expect(fillLighting([], "sunset", [])).toBe("warm low sunset light");
    expect(fillLighting([], "blue hour", [])).toBe("cool blue hour light");
    expect(fillLighting([], "twilight", [])).toBe("fading twilight");
    expect(fillLighting([], "dusk", [])).toBe("fading dusk light");
    expect(fillLighting([], "5:30am", [])).toBe("soft early-morning light");
    expect(fillLighting([], "3am", [])).toBe("night-time darkness");
    expect(fillLighting([], "11pm", [])).toBe("");
  });

  it("leaves the field empty (never a placeholder word) where the text is silent", () => {
    expect(orNeutral(undefined)).toBe("");
    expect(orNeutral("rooftop")).toBe("rooftop");
  });
});
