import { describe, expect, it } from "vitest";
import { checkDescription, findPolicyTerms } from "@/lib/content-policy";
import { policyWork } from "@/lib/content-policy/match";

// Issue 24, finding 1: the policy's work must grow linearly with the text, whatever the text repeats.
// Work is counted (tokens, candidates and rule pointers visited), never timed: for each hostile shape,
// eight times the text may cost at most a little over eight times the work, and never more than a
// fixed number of steps per character. The old matcher scanned the whole text for every "shot".
const SHAPES: Record<string, string> = {
  "repeated context word": "shot ",
  "context word with targets": "shot him beat her ",
  "single letters": "a b ",
  "spaced letters forming words": "k i l l s e x ",
  "masked words": "f*ck sh*t k*i*l*l ",
  "concept words, one sentence": "immigrants are drunk drive rolling a joint his face ripped off ",
  "compound-like words": "bloodbloodblood serialkillerkiller ",
  "typo-like words": "murderd stabbs assasin ",
  "allowed idioms": "killer view kill the lights blood orange ",
  "look-alikes and invisible characters": "\u0455\u0435\u0445 k\u200bi\u2062l\u3164l ",
  "newlines and punctuation": "shot.\n!? ",
  camelCase: "KillEveryone SexyTime ",
  "hashtags in one piece": "#gasthejews #killallmen #therapistlife ",
  "stemmed frame words and phrases": "slapping strangers knocking out hotboxing no gypsies ",
  // One unspaced run of CJK letters (no space for the whole text), and Hindi with its vowel signs.
  "unspaced CJK text": "教你怎么偷东西不被发现移民都是寄生虫알약을환각에裸の女性",
  "Hindi words": "मुसलमानों को देशद्रोही और गंदे कीड़ों की तरह ",
  // Fresh set 7: negated keywords (a bounded look back), new frames' phrases in several languages.
  "negated keywords and fourth-pass frames":
    "no blood or gore and no nudity gore free skin him slowly like a rabbit bien pedo manejando la md ",
};

function work(text: string): number {
  const before = policyWork.steps;
  findPolicyTerms(text);
  return policyWork.steps - before;
}

// Large texts on a shared machine: a runner timeout, not a speed assertion.
const SLOW = 60_000;

describe("content policy work is linear in the text", () => {
  it.each(Object.entries(SHAPES))(
    "%s",
    (_, unit) => {
      const small = unit.repeat(Math.ceil(2_000 / unit.length));
      const large = unit.repeat(Math.ceil(16_000 / unit.length));
      const a = work(small);
      const b = work(large);
      expect(a).toBeGreaterThan(0);
      expect(b / a).toBeLessThan(8 * 1.15);
      expect(b / large.length).toBeLessThan(40);
    },
    SLOW,
  );

  it(
    "one unbroken word of 60,000 letters costs no more than the text's length allows",
    () => {
      const text = "ab".repeat(30_000);
      expect(work(text)).toBeLessThan(40 * text.length);
      expect(work("sex".repeat(20_000))).toBeLessThan(40 * 60_000);
    },
    SLOW,
  );

  it(
    "the 63 kB share text of the report is checked in linear work and still judged",
    () => {
      const text = "shot ".repeat(12_600);
      expect(work(text)).toBeLessThan(40 * text.length);
      expect(findPolicyTerms(text)).toEqual({ keywords: [], themes: [] });
      expect(findPolicyTerms(`${text} he shot the cashier`).keywords).toEqual(["shot"]);
      expect(checkDescription("shot ".repeat(500)).issues.map((i) => i.flag)).toEqual(["too_long"]);
    },
    SLOW,
  );
});
