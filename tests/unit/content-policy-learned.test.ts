import { describe, expect, it } from "vitest";
import {
  chooseThreshold,
  learnedFeatures,
  learnedScore,
  makeExamples,
  trainLogistic,
  type Example,
  type LabelledSet,
} from "@/lib/content-policy/data/learned-model";
import { tokenize } from "@/lib/content-policy/match";

// The learned-signal experiment (issue 24 §6, docs/content-policy.md "Learned signal";
// scripts/train-learned-policy.ts cross-validates it). Not integrated into the policy: these tests
// hold the experiment's pieces to what the docs say about them (features, determinism, the threshold's
// accept goal, linear scoring), so that its figures can be reproduced.
const TOY: LabelledSet[] = [
  {
    name: "toy",
    cases: [
      { text: "a man slaps his toddler in the kitchen", category: "violence", refuse: true },
      { text: "slapping strangers on the street for views", category: "violence", refuse: true },
      { text: "he punches his wife until she cries", category: "violence", refuse: true },
      { text: "a man cooks pasta in the kitchen", category: "everyday", refuse: false },
      { text: "a toddler plays with blocks on the street", category: "everyday", refuse: false },
      { text: "his wife paints the fence in the sun", category: "everyday", refuse: false },
    ],
  },
];
const examples = () => makeExamples(TOY, tokenize, () => false);

describe("learned policy signal (experiment)", () => {
  it("reads stemmed words, stemmed word pairs and character 4-grams of the policy's tokens", () => {
    const features = learnedFeatures(tokenize("Slapping #killallmen"));
    expect(features).toContain("w:slap");
    expect(features).toContain("b:slap kill");
    expect(features).toContain("c: sla");
    expect(features).toContain("c:ing ");
    expect(new Set(features).size).toBe(features.length);
  });

  it("trains deterministically from its seed and separates what it was taught", () => {
    const first = trainLogistic(examples());
    expect(trainLogistic(examples())).toEqual(first);
    const model = { ...first, threshold: 0 };
    const score = (text: string) => learnedScore(tokenize(text), model);
    expect(score("a man slaps his toddler")).toBeGreaterThan(score("a man cooks pasta"));
  });

  it("chooses the lowest threshold that keeps the accept goal on out-of-fold scores", () => {
    const e = (refuse: boolean, rules = false) => ({ refuse, rules }) as Example;
    const accepts = Array.from({ length: 100 }, (_, i) => ({ e: e(false), score: i / 100 }));
    const scored = [...accepts, { e: e(true), score: 5 }];
    // 98% of 100 accepts: the two highest-scoring accepts may be refused, not the third.
    const t = chooseThreshold(scored, 0.98);
    expect(accepts.filter((s) => s.score >= t).length).toBe(2);
    // An accept the rules already refuse uses up one of the two.
    const withRules = [{ e: e(false, true), score: 0 }, ...accepts.slice(1), { e: e(true), score: 5 }];
    const t2 = chooseThreshold(withRules, 0.98);
    expect(withRules.filter((s) => !s.e.refuse && !s.e.rules && s.score >= t2).length).toBe(1);
  });

  it("scores long texts in windows with work linear in the text", () => {
    const model = { ...trainLogistic(examples()), threshold: 0 };
    const work = (words: number) => {
      const counter = { steps: 0 };
      learnedScore(tokenize("slap the toddler ".repeat(words / 3)), model, counter);
      return counter.steps;
    };
    expect(work(24_000)).toBeLessThanOrEqual(8 * work(3_000) * 1.05);
  });
});
