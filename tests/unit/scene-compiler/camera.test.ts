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

  it("reads a tripod, a camera that rises or sinks, and a slow push toward something", () => {
    expect(readCamera("Keep it on a tripod at eye level.").movements).toEqual(["tripod"]);
    expect(readCamera("A locked-off tripod shot of a heron.").movements).toEqual(["locked-off tripod shot"]);
    expect(readCamera("The camera is rising slowly with them.").movements).toEqual(["camera is rising"]);
    expect(readCamera("The camera slowly descends to the water.").movements).toEqual([
      "camera slowly descends",
    ]);
    expect(readCamera("Slow push toward the dome.").movements).toEqual(["slow push toward"]);
    expect(readCamera("A slow push-in on the sommelier.").movements).toEqual(["push-in"]);
    expect(readCamera("She pushes the cart toward the door.").movements).toEqual([]);
  });

  it("keeps shot sizes of other languages as written", () => {
    expect(readCamera("Plan large d'un marché de Noël.").angles).toEqual(["plan large"]);
    expect(readCamera("Gros plan sur ses mains.").angles).toEqual(["gros plan"]);
    expect(readCamera("Primer plano de la violinista.").angles).toEqual(["primer plano"]);
    expect(readCamera("Nahaufnahme der Hände.").angles).toEqual(["nahaufnahme"]);
    expect(readCamera("La nonna al primo piano della casa.").angles).toEqual([]);
  });
});
