import { describe, expect, it } from "vitest";
import { readNegations } from "@/lib/scene/compiler/negations";

describe("negations", () => {
  it("switches fields off and names what is ruled out", () => {
    const n = readNegations("A paper boat in a gutter. No narration, no subtitles, no music.");
    expect(n).toMatchObject({ narration: true, captions: true, music: true });
    expect(n.terms).toEqual(expect.arrayContaining(["narration", "subtitles", "music"]));
  });

  it("reads people ruled out in several ways", () => {
    for (const t of ["a platform without people", "no one left", "nobody around", "Don't show any people."])
      expect(readNegations(t).people, t).toBe(true);
  });

  it("blanks negated phrases from the text the other stages read", () => {
    const n = readNegations("A farmyard with no animals, just an empty barn.");
    expect(n.positive).not.toContain("animals");
    expect(n.positive).toContain("empty barn");
  });

  it("reads other languages' negations, and Portuguese 'no' is not one", () => {
    expect(readNegations("Sin música, sin narración.", "es")).toMatchObject({ music: true, narration: true });
    expect(readNegations("ohne Menschen. Keine Musik.", "de")).toMatchObject({ people: true, music: true });
    expect(readNegations("Sans texte à l'écran, sans musique.", "fr")).toMatchObject({
      onScreenText: true,
      music: true,
    });
    expect(readNegations("音楽なし。", "ja").music).toBe(true);
    expect(readNegations("entra no mar ao pôr do sol", "pt").positive).toContain("pôr do sol");
  });
});
