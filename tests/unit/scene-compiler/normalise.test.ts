import { describe, expect, it } from "vitest";
import { normalise, restoreQuotes, sentences } from "@/lib/scene/compiler/normalise";

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
