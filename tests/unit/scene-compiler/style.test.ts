import { describe, expect, it } from "vitest";
import { readStyle } from "@/lib/scene/compiler/style";

describe("style", () => {
  it("reads the style block and the text's style words and references", () => {
    const s = readStyle(
      "1970s 16mm film, muted colours.",
      "A hedgehog bakes, Aardman style, stop-motion textures.",
    );
    expect(s.styles[0]).toBe("1970s 16mm film, muted colours");
    expect(s.styles).toContain("stop-motion");
    expect(s.references).toContain("Aardman");
  });

  it("stays empty when the text is silent about style", () => {
    expect(readStyle(undefined, "A dog runs on a beach.")).toEqual({ styles: [], references: [], moods: [] });
  });
});
