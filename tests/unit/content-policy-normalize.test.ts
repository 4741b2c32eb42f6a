import { describe, expect, it } from "vitest";
import { checkDescription, findPolicyTerms } from "@/lib/content-policy";
import { CONFUSABLE_LETTERS } from "@/lib/content-policy/data/confusables";
import { normalizeText } from "@/lib/content-policy/normalize";

// Issue 24, finding 5: invisible format characters and look-alike letters must not slip banned words
// past the policy. Every default-ignorable code point is dropped and look-alikes are folded with
// Unicode's confusables data (UTS #39), one test per class.
const keywords = (text: string) => findPolicyTerms(text).keywords;

describe("invisible characters are dropped", () => {
  it.each([
    ["U+200E left-to-right mark", "k\u200eill them"],
    ["U+200F right-to-left mark", "k\u200fill them"],
    ["U+202E right-to-left override", "k\u202eill them"],
    ["U+2062 invisible times", "k\u2062i\u2062l\u2062l them"],
    ["U+2063 invisible separator", "k\u2063ill them"],
    ["U+2060 word joiner", "k\u2060ill them"],
    ["U+E0020 tag space", "k\u{E0020}i\u{E0020}ll them"],
    ["U+E0041 tag letter A", "k\u{E0041}ill them"],
    ["U+E007F cancel tag", "kil\u{E007F}l them"],
    ["U+3164 Hangul filler", "k\u3164ill them"],
    ["U+115F Hangul choseong filler", "k\u115fill them"],
    ["U+1160 Hangul jungseong filler", "k\u1160ill them"],
    ["U+FFA0 halfwidth Hangul filler", "k\uffa0ill them"],
    ["U+00AD soft hyphen", "k\u00adill them"],
    ["U+034F combining grapheme joiner", "k\u034fill them"],
    ["U+180E Mongolian vowel separator", "k\u180eill them"],
    ["U+FE0F variation selector", "k\ufe0fill them"],
    ["U+200B zero-width space", "k\u200bill them"],
    ["U+FEFF zero-width no-break space", "k\ufeffill them"],
  ])("%s", (_, text) => {
    expect(keywords(text)).toEqual(["kill"]);
  });
});

describe("look-alike letters are folded with the confusables data", () => {
  it.each([
    ["Cyrillic а е (naked)", "a n\u0430k\u0435d man", "naked"],
    ["Cyrillic ѕ е х (all three)", "\u0455\u0435\u0445 scene", "sex"],
    ["Cyrillic capital І", "k\u0406ll them", "kill"],
    ["Greek ο (cocaine)", "c\u03bfcaine", "cocaine"],
    ["Greek capitals (KILL)", "\u039a\u0399LL them", "kill"],
    ["Greek υ (gun)", "a g\u03c5n", "gun"],
    ["Cherokee (KILL)", "\u13e6\u13a5\u13de\u13de them", "kill"],
    ["Latin alpha ɑ", "a n\u0251ked man", "naked"],
    ["Armenian օ (porn)", "p\u0585rn", "porn"],
    ["mathematical sans-serif", "\u{1d5c4}\u{1d5c2}\u{1d5c5}\u{1d5c5} him", "kill"],
    ["fullwidth", "\uff4b\uff49\uff4c\uff4c him", "kill"],
  ])("%s", (_, text, word) => {
    expect(keywords(text)).toEqual([word]);
  });

  it("ships the data as plain letters from the pinned source, not downloaded at run time", () => {
    expect(Object.keys(CONFUSABLE_LETTERS).sort().join("")).toBe("abcdefghijklmnopqrstuvwxyz");
    expect(CONFUSABLE_LETTERS.o).toContain("\u03bf");
    expect(CONFUSABLE_LETTERS.v).toContain("\u03bd");
  });

  it("keeps ordinary text in other scripts and accents acceptable", () => {
    for (const text of [
      "Дети играют в снегу у реки",
      "Τα παιδιά παίζουν στην παραλία",
      "Une crème brûlée sur la table du café",
      "ᏣᎳᎩ children sing at a festival",
      "A naïve fiancée in Zürich",
    ])
      expect(checkDescription(text).issues, text).toEqual([]);
  });

  it("splits camelCase so joined words are read as words", () => {
    expect(normalizeText("KillEveryone")).toBe("kill everyone");
    expect(keywords("#KillThemAll")).toEqual(["kill"]);
    expect(keywords("an iPhone and a McDonald's")).toEqual([]);
  });
});
