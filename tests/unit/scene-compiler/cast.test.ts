import { describe, expect, it } from "vitest";
import { buildCast, trailingWords, wordBeforeEnd } from "@/lib/scene/compiler/cast";

const names = (text: string, lang = "en") => buildCast(text, lang).members.map((m) => m.name);

describe("cast", () => {
  it("finds people doing the action and never turns shot names, studios or places into characters", () => {
    expect(names("A beekeeper lifts a frame from a rooftop beehive.")).toEqual(["Beekeeper"]);
    expect(names("a sommelier pours a glass of wine")).toEqual(["Sommelier"]);
    expect(names("Aerial shot of the city. A plasticine hedgehog baker, Aardman style, in Lisbon.")).toEqual([
      "Hedgehog baker",
    ]);
    expect(names("A statue of a horse in an empty plaza under fairy lights.")).toEqual([]);
  });

  it("merges one person named several ways", () => {
    const cast = buildCast(
      "Mara Quill, a detective in a trench coat, waits. The detective, Mara Quill, smokes. Quill looks up.",
      "en",
    );
    expect(cast.members.map((m) => m.name)).toEqual(["Mara Quill"]);
    expect(cast.members[0].description).toContain("trench coat");
  });

  it("reads appositions, 'named', titles and definite class nouns", () => {
    expect(names("A fisherman named Abel pushes his boat.")).toEqual(["Abel"]);
    expect(names("Chef Luca flips a pan. Commander Vega waits.")).toEqual(["Chef Luca", "Commander Vega"]);
    expect(names("Their golden retriever, Biscuit, crawls inside. The dog sleeps.")).toEqual(["Biscuit"]);
    expect(names("Two kids, Maya and Sam, build a fort. The kids sleep.")).toEqual(["Maya", "Sam"]);
  });

  it("keeps non-ASCII names whole and never makes nouns of other languages characters", () => {
    expect(names("In a café, Élodie raises her cup.")).toEqual(["Élodie"]);
    expect(names("Björn, ein alter Schreiner, hobelt ein Brett. Späne fliegen.", "de")).toEqual(["Björn"]);
    expect(names("Ein verlassener Bahnhof im Nebel. Die Kamera fährt über die Gleise.", "de")).toEqual([]);
  });
});

describe("reading backwards from the end (the anchored patterns they replace)", () => {
  // A seeded generator of short texts over the characters that matter: letters (one astral), hyphens,
  // apostrophes, commas, spaces, tabs, newlines, digits and an emoji.
  const alphabet = ["a", "B", "é", "-", "'", "’", ",", " ", " ", "\t", "\n", "7", "😀", "𝒜", "."];
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
  const texts = Array.from({ length: 5000 }, () =>
    Array.from({ length: rand(14) }, () => alphabet[rand(alphabet.length)]).join(""),
  );

  it("trailingWords(s, 3) equals /((?:[\\p{L}-]+\\s+){1,3})$/u split into words", () => {
    for (const s of texts) {
      const expected = (s.match(/((?:[\p{L}-]+\s+){1,3})$/u)?.[1] ?? "").split(/\s+/).filter(Boolean);
      expect(trailingWords(s, 3), JSON.stringify(s)).toEqual(expected);
    }
  });

  it("wordBeforeEnd(s) equals /([\\p{L}'’-]+),?\\s+$/u", () => {
    for (const s of texts)
      expect(wordBeforeEnd(s), JSON.stringify(s)).toBe(/([\p{L}'’-]+),?\s+$/u.exec(s)?.[1]);
  });
});
