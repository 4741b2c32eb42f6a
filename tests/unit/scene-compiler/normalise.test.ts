import { deriveTitle } from "@/lib/scene/compiler/title";
import { describe, expect, it } from "vitest";
import { execAll, normalise, restoreQuotes, sentences } from "@/lib/scene/compiler/normalise";
import { singular } from "@/lib/scene/compiler/vocabulary";

describe("normalise", () => {
  it("lifts every quote style out, verbatim", () => {
    const { quotes } = normalise(
      `A says "one." B says «deux». C ruft „drei!“ D 「四」 E says 'five.' F says “six”`,
    );
    expect(quotes).toEqual(["one.", "deux", "drei!", "四", "five.", "six"]);
  });

  it("never takes an apostrophe for a quote", () => {
    expect(normalise("The diver's torch lights the lamp's gears.").quotes).toEqual([]);
  });

  it("keeps sentence ends of quotes and restores them", () => {
    const n = normalise('She says "Hello there." He nods.');
    expect(sentences(n.body)).toHaveLength(2);
    expect(restoreQuotes(n.body, n.quotes)).toBe('She says "Hello there." He nods.');
  });
});

describe("execAll", () => {
  it("returns every match of a global pattern, like matchAll, and leaves the pattern reset", () => {
    const re = /\b(\p{Lu}\p{L}+)\b/gu;
    const text = "Maria meets Leo and Zoë in Paris.";
    expect(execAll(re, text).map((m) => [m[1], m.index])).toEqual(
      [...text.matchAll(re)].map((m) => [m[1], m.index]),
    );
    expect(re.lastIndex).toBe(0);
  });

  it("steps over empty matches, a whole code point at a time in unicode patterns", () => {
    expect(execAll(/x*/g, "axb").map((m) => m.index)).toEqual([0, 1, 2, 3]);
    expect(execAll(/(?:)/gu, "a😀b").map((m) => m.index)).toEqual([0, 1, 3, 4]);
  });
});

describe("singular", () => {
  it.each([
    ["bees", "bee"],
    ["classes", "class"],
    ["witches", "witch"],
    ["bushes", "bush"],
    ["foxes", "fox"],
    ["puppies", "puppy"],
    ["boys", "boy"],
    ["glass", "glass"],
    ["octopus", "octopus"],
    ["iris", "iris"],
    ["gas", "gas"],
    ["Children", "child"],
    ["constructor", "constructor"],
    ["toString", "tostring"],
  ])("%s -> %s", (word, expected) => expect(singular(word)).toBe(expected));
});

describe("titles", () => {
  it("never cut a phrase before its noun or after a bare verb", () => {
    expect(deriveTitle("Tom and Ella race down a muddy path as the rain starts.", 7)).toBe(
      "Tom and Ella Race Down a Muddy Path",
    );
    expect(deriveTitle("A commuter train pulls out of a snowy station at dawn.", 7)).toBe(
      "Commuter Train Pulls Out of a Snowy Station",
    );
    expect(deriveTitle("Old man in a garage tuning a radio, static crackling.", 7)).toBe(
      "Old Man in a Garage Tuning a Radio",
    );
    // A complete phrase stays as it was.
    expect(deriveTitle("A giant panda in a tiny chef's hat flips pancakes in a bamboo kitchen.", 7)).toBe(
      "Giant Panda in a Tiny Chef's Hat",
    );
    // A role, then the name between commas: the name and what they do.
    expect(deriveTitle("A barber, Sal, trims a young man's fade in a tiny shop.", 7)).toBe(
      "Sal Trims a Young Man's Fade",
    );
  });
});
