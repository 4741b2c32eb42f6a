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

  it("never adds what the text does not say to a style word", () => {
    expect(readStyle(undefined, "Wide symmetrical framing.").styles).toEqual(["symmetrical framing"]);
    expect(readStyle(undefined, "Kids' cartoon, bright colours.").styles).toEqual(["cartoon"]);
    expect(readStyle(undefined, "bright 2D style").styles).toContain("2D animation");
    expect(readStyle(undefined, "A polished commercial for a sneaker.").styles).toEqual([
      "polished commercial",
    ]);
    expect(readStyle(undefined, "An ad: a commercial for tea.").styles).toEqual(["commercial"]);
    for (const t of ["Wide symmetrical framing.", "Kids' cartoon.", "A commercial for tea."])
      expect(readStyle(undefined, t).styles.join(" "), t).not.toMatch(
        /pastel|Wes Anderson|hand-drawn|polished/,
      );
  });

  it("reads documentary as 'doc', archival, anamorphic, art deco and a palette", () => {
    expect(readStyle(undefined, "Wildlife doc style. Meerkats stand guard.").styles).toContain("documentary");
    expect(readStyle(undefined, "Doc Brown opens the door.").styles).toEqual([]);
    expect(readStyle(undefined, "Archival-style mini doc about a shop.").styles).toEqual(
      expect.arrayContaining(["documentary", "archival"]),
    );
    expect(readStyle(undefined, "slow dolly forward, anamorphic, nobody").styles).toEqual(["anamorphic"]);
    expect(readStyle(undefined, "Art deco hotel lobby.").styles).toEqual(["art deco"]);
    expect(readStyle(undefined, "Grey, muted palette, slow drift.").styles).toEqual(["muted palette"]);
  });
});
