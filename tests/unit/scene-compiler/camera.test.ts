import { describe, expect, it } from "vitest";
import { readCamera, withoutCameraTerms } from "@/lib/scene/compiler/camera";

describe("camera", () => {
  it("keeps compound moves and shot names whole", () => {
    const c = readCamera(
      "Whip pan to the crowd, snap zoom on the chorus, pedestal up, jib across, boom up, Steadicam follows, gimbal walk, slow push-in, a pull-out.",
    );
    expect(c.movements).toEqual(
      expect.arrayContaining([
        "whip pan",
        "snap zoom",
        "pedestal up",
        "jib across",
        "boom up",
        "steadicam",
        "gimbal walk",
        "push-in",
        "pull-out",
      ]),
    );
    expect(c.movements).not.toContain("pan");
  });

  it("reads angles and shot sizes", () => {
    const c = readCamera(
      "Dutch angle, bird's-eye view, worm's-eye view, POV, over-the-shoulder, insert shot, macro lens, medium close-up.",
    );
    expect(c.angles).toEqual(
      expect.arrayContaining([
        "dutch angle",
        "bird's-eye view",
        "worm's-eye view",
        "POV",
        "over-the-shoulder",
        "insert shot",
        "macro lens",
        "medium close-up",
      ]),
    );
    expect(c.angles).not.toContain("close-up");
  });

  it("blanks camera vocabulary so it never becomes a character or a place", () => {
    expect(withoutCameraTerms("Aerial shot of the city").trim()).toBe("of the city");
  });
});
