import { describe, expect, it } from "vitest";
import { checkDescription } from "@/lib/content-policy";
import { stem } from "@/lib/content-policy/stem";

// The semantic frames and genre tolerances of lib/content-policy/frames.ts (issue 24, section 6, second
// pass): meaning in context, both ways. Each case names the mechanism it needs; none is a corpus case.
const refused = (text: string) =>
  checkDescription(text).issues.some((i) => i.flag === "keywords" || i.flag === "themes");

describe("stems", () => {
  it("share one stem across inflections", () => {
    for (const [a, b] of [
      ["slaps", "slap"],
      ["slapped", "slap"],
      ["slapping", "slap"],
      ["smoking", "smoke"],
      ["strangled", "strangle"],
      ["hotboxing", "hotbox"],
      ["cities", "city"],
    ])
      expect(stem(a), a).toBe(stem(b));
    expect(stem("sing")).toBe("sing");
    expect(stem("string")).toBe("string");
  });
});

describe("frames refuse harm written without banned words", () => {
  it.each([
    ["a stemmed act and its victim", "the stepdad slapped his toddler twice"],
    ["a stemmed phrase", "teens knocking out strangers for views"],
    ["hate by exclusion", "a sign that says no gypsies on the shop door"],
    ["hate by a group and a demeaning word", "a speech saying afghans are less evolved"],
    ["an illegal how-to", "how to make a silencer in the garage"],
    ["drug slang", "two friends hotboxed the van"],
    ["impaired driving", "blackout drunk and driving the minivan"],
    ["a minor and an adult", "a 14 yo and a grown man on a date in a motel room"],
    ["self-harm encouragement", "commenters telling her its ok to cut"],
    ["a one-piece hashtag", "#gasthejews on a wall"],
    ["camelCase after a capital pair", "his handle is xXxSlutDestroyerxXx"],
    ["another language", "Ausländer sind Ungeziefer"],
  ])("%s: %s", (_, text) => {
    expect(refused(text)).toBe(true);
  });
});

describe("frames and tolerances let everyday genres through", () => {
  it.each([
    ["a safe object of a how-to", "how to make a bath bomb for mum"],
    ["an exact-only word", "grandma pulls the weeds in her garden"],
    ["no sign without a group", "a no trans fats sign in the bakery"],
    ["a crime story's nouns", "the detective bags the murder weapon"],
    ["a medical scene", "surgeons with blood on their gloves"],
    ["an awareness documentary", "a documentary about the opioid crisis"],
    ["wildlife", "a lion kills a zebra at dawn"],
    ["war history", "a documentary about ww2, bombs falling on london"],
    ["a hashtag of innocent words", "#therapist life, a calm office"],
    ["a child's bedtime", "a toddler climbs into her bed at night after a bad dream"],
    ["a noun, not an act", "a punch bowl for the kids"],
    ["a genre's context a sentence away", "A cowboy sits by the campfire. He polishes his pistol."],
    ["a nurse in the next field of a document", "a nurse.\ndraws blood for a checkup"],
  ])("%s: %s", (_, text) => {
    expect(refused(text)).toBe(false);
  });
});

describe("a tolerance never whitewashes explicit harm", () => {
  it.each([
    ["a crime story's act on a person", "the detective watches the killer stab a woman"],
    ["drug use in a documentary", "a documentary where teens snort cocaine"],
    ["a person killed in a wildlife scene", "a lion kills a man on the savanna"],
    ["a frame inside a genre", "a detective story where they pull his teeth out with pliers"],
    [
      "a blocker in the keyword's own sentence",
      "A documentary about addiction. Teens snort cocaine in the bathroom.",
    ],
  ])("%s: %s", (_, text) => {
    expect(refused(text)).toBe(true);
  });
});

describe("negated keywords (fresh set 7): content named only to say it is absent", () => {
  it.each([
    "a spooky school play, no blood and no gore",
    "a cartoon duel, without blood or violence",
    "gore-free zombie comedy for the family",
    "un film de zombies sans gore pour les enfants",
  ])("lets through: %s", (text) => expect(refused(text)).toBe(false));

  it.each([
    // only the negated word is let through: another keyword, or a frame, still refuses
    "no gore, then he stabs her in the kitchen",
    "no blood, just strangle him slowly",
    // the negation must reach the word: "nothing but" is not a negation
    "nothing but blood on the walls",
    "no mercy, blood everywhere",
  ])("still refuses: %s", (text) => expect(refused(text)).toBe(true));
});
