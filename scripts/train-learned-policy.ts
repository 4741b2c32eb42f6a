// The content policy's learned-signal EXPERIMENT (issue 24 §6; docs/content-policy.md "Learned signal"):
// leave-one-set-out cross-validation of a logistic regression (lib/content-policy/data/learned-model.ts)
// against the rules. For each fresh set: a model trained on every other written set (texts that
// duplicate a held-out text removed), its threshold chosen on those training sets' own out-of-fold
// scores (each training set scored by a model trained on the others) so that rules OR learned keep
// ACCEPT_GOAL of their must-accept cases, then measured once on the held-out set: (a) the rules alone,
// (b) the learned score alone, (c) rules OR learned. Deterministic (seeded). Nothing is written: the
// signal was not integrated (the docs say why).
//   npx tsx scripts/train-learned-policy.ts              the chosen variant
//   npx tsx scripts/train-learned-policy.ts --compare    every variant (features, L2, min count)
//   npx tsx scripts/train-learned-policy.ts --forward    each fresh set from the sets written before it
//   options: --only=<variant name prefix>  --goal=<accept goal, e.g. 0.985>  --misses
import { learnedScoreOf } from "@/lib/content-policy/data/learned-model";
import {
  ACCEPT_GOAL,
  chooseThreshold,
  makeExamples,
  outOfFold,
  TRAIN_OPTIONS,
  trainLogistic,
  type Example,
  type TrainOptions,
} from "@/lib/content-policy/data/learned-model";
import { findPolicyTerms, tokenize } from "@/lib/content-policy/match";
import { FRESH_SETS, POLICY_SETS } from "@/tests/fixtures/policy-corpus/sets";

const rulesRefuse = (text: string) => {
  const m = findPolicyTerms(text);
  return m.keywords.length > 0 || m.themes.length > 0;
};

const pct = (ok: number, n: number) => `${ok}/${n} (${((100 * ok) / n).toFixed(1)}%)`;

function crossValidate(examples: Example[], options: TrainOptions, goal = ACCEPT_GOAL) {
  const rows: string[] = [];
  const sums = { a: [0, 0, 0, 0], b: [0, 0, 0, 0], c: [0, 0, 0, 0] };
  for (const fold of FRESH_SETS) {
    const test = examples.filter((e) => e.set === fold.name);
    const keys = new Set(test.map((e) => e.key));
    const train = examples.filter((e) => e.set !== fold.name && !keys.has(e.key));
    const threshold = chooseThreshold(outOfFold(train, options), goal);
    const model = { ...trainLogistic(train, options), threshold };
    const refuse = test.filter((e) => e.refuse);
    const accept = test.filter((e) => !e.refuse);
    const learned = (e: Example) => learnedScoreOf(e.features, model) >= threshold;
    const tally = (decide: (e: Example) => boolean) => [
      refuse.filter(decide).length,
      refuse.length,
      accept.filter((e) => !decide(e)).length,
      accept.length,
    ];
    const a = tally((e) => e.rules);
    const b = tally(learned);
    const c = tally((e) => e.rules || learned(e));
    for (const [k, t] of [
      ["a", a],
      ["b", b],
      ["c", c],
    ] as const)
      t.forEach((v, i) => (sums[k][i] += v));
    rows.push(
      `| ${fold.name} | ${test.length} | ${threshold.toFixed(2)} | ${pct(a[0], a[1])}, ${pct(a[2], a[3])} | ${pct(b[0], b[1])}, ${pct(b[2], b[3])} | ${pct(c[0], c[1])}, ${pct(c[2], c[3])} |`,
    );
    if (process.argv.includes("--misses"))
      for (const e of test)
        if ((e.rules || learned(e)) !== e.refuse)
          console.log(`  ${fold.name} ${e.refuse ? "passed" : "refused"} [${e.category}] ${e.text}`);
  }
  const s = sums;
  rows.push(
    `| all five | ${s.a[1] + s.a[3]} | | ${pct(s.a[0], s.a[1])}, ${pct(s.a[2], s.a[3])} | ${pct(s.b[0], s.b[1])}, ${pct(s.b[2], s.b[3])} | ${pct(s.c[0], s.c[1])}, ${pct(s.c[2], s.c[3])} |`,
  );
  return rows;
}

/** The rules' figures on each fresh set's one run, before anything was changed for it (the docs' table). */
const RULES_ONE_RUN: Record<string, string> = {
  fresh1: "41/107 (38.3%), 78/86 (90.7%)",
  fresh2: "16/42 (38.1%), 32/36 (88.9%)",
  fresh3: "12/38 (31.6%), 33/36 (91.7%)",
  fresh4: "12/37 (32.4%), 32/36 (88.9%)",
  fresh5: "16/31 (51.6%), 31/32 (96.9%)",
};

/**
 * Forward validation, the learned model's equivalent of the rules' one run: each fresh set scored by a
 * model trained only on the sets written before it (the first pass's sets, then the earlier fresh
 * sets), its threshold chosen out of fold on those sets for the learned score alone.
 */
function forwardValidate(examples: Example[], options: TrainOptions, goal: number) {
  const rows: string[] = [];
  const before = new Set(POLICY_SETS.map((s) => s.name).filter((n) => !n.startsWith("fresh")));
  for (const fold of FRESH_SETS) {
    const test = examples.filter((e) => e.set === fold.name);
    const keys = new Set(test.map((e) => e.key));
    const train = examples
      .filter((e) => before.has(e.set) && !keys.has(e.key))
      .map((e) => ({ ...e, rules: false }));
    const threshold = chooseThreshold(outOfFold(train, options), goal);
    const model = { ...trainLogistic(train, options), threshold };
    const learned = (e: Example) => learnedScoreOf(e.features, model) >= threshold;
    const refuse = test.filter((e) => e.refuse);
    const accept = test.filter((e) => !e.refuse);
    rows.push(
      `| ${fold.name} | ${train.length} | ${RULES_ONE_RUN[fold.name]} | ${pct(refuse.filter(learned).length, refuse.length)}, ${pct(accept.filter((e) => !learned(e)).length, accept.length)} |`,
    );
    before.add(fold.name);
  }
  return rows;
}

const examples = makeExamples(POLICY_SETS, tokenize, rulesRefuse);
console.log(`${examples.length} cases, ${new Set(examples.map((e) => e.key)).size} distinct`);

{
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  const all: [string, TrainOptions][] = process.argv.includes("--compare")
    ? [
        ["words; l2 1e-4, min count 2", { ...TRAIN_OPTIONS, kinds: ["w"], l2: 1e-4, minCount: 2 }],
        ["words+pairs; l2 1e-4, min count 2", { ...TRAIN_OPTIONS, kinds: ["w", "b"], l2: 1e-4, minCount: 2 }],
        ["words+chars; l2 1e-4, min count 2", { ...TRAIN_OPTIONS, kinds: ["w", "c"], l2: 1e-4, minCount: 2 }],
        ["words+pairs+chars; l2 1e-5, min count 2", { ...TRAIN_OPTIONS, l2: 1e-5, minCount: 2 }],
        ["words+pairs+chars; l2 1e-4, min count 2", { ...TRAIN_OPTIONS, l2: 1e-4, minCount: 2 }],
        ["words+pairs+chars; l2 1e-3, min count 2", { ...TRAIN_OPTIONS, l2: 1e-3, minCount: 2 }],
        ["words+pairs+chars; l2 1e-4, min count 1", { ...TRAIN_OPTIONS, l2: 1e-4, minCount: 1 }],
        ["words+pairs+chars; l2 1e-3, min count 1 (chosen)", TRAIN_OPTIONS],
        ["words+pairs+chars; l2 3e-3, min count 1", { ...TRAIN_OPTIONS, l2: 3e-3 }],
        ["words+pairs+chars; l2 1e-2, min count 1", { ...TRAIN_OPTIONS, l2: 1e-2 }],
        ["words+chars; l2 1e-3, min count 1", { ...TRAIN_OPTIONS, kinds: ["w", "c"] }],
      ]
    : [["chosen", TRAIN_OPTIONS]];
  const variants = only ? all.filter(([name]) => name.startsWith(only)) : all;
  const goal = Number(process.argv.find((a) => a.startsWith("--goal="))?.slice(7) ?? ACCEPT_GOAL);
  if (process.argv.includes("--forward")) {
    for (const [name, options] of variants) {
      console.log(`\n${name}, forward validation, learned accept goal ${goal} out of fold`);
      console.log("| fresh set | trained on | rules on their one run: refused, accepted | learned alone |");
      console.log("| --- | --- | --- | --- |");
      for (const row of forwardValidate(examples, options, goal)) console.log(row);
    }
  } else
    for (const [name, options] of variants) {
      console.log(`\n${name}, combined accept goal ${goal} out of fold`);
      console.log(
        "| held out | cases | threshold | (a) rules alone: refused, accepted | (b) learned alone | (c) rules OR learned |",
      );
      console.log("| --- | --- | --- | --- | --- | --- |");
      for (const row of crossValidate(examples, options, goal)) console.log(row);
    }
}
