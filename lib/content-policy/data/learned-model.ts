// The learned-signal EXPERIMENT for the content policy (issue 24 §6; docs/content-policy.md "Learned
// signal"): a logistic regression over the policy's own tokens (../match.ts tokenize: normalised,
// de-obfuscated, hashtags split), read as stemmed words (../stem.ts), stemmed word pairs and character
// 4-grams of each word. scripts/train-learned-policy.ts cross-validates it leave-one-fresh-set-out
// against the rules. Pure and deterministic (a seeded shuffle, L2-regularised logistic regression by
// AdaGrad, weights rounded and pruned). It did not beat the rules clearly enough on the held-out sets
// to be integrated, so the policy does NOT load it at run time; were it integrated, a text would be
// scored in windows of at most LEARNED_WINDOW tokens overlapping by half (linear work) and refused when
// rules refuse or the score reaches the threshold chosen out of fold (chooseThreshold).
import { stem } from "../stem";

/** A token as ./match.ts makes it (only the word is read). */
export type LearnedToken = { word: string };

export type LearnedModel = {
  bias: number;
  threshold: number;
  weights: Record<string, number>;
};

/** Tokens per scored window (were it integrated); texts of the corpus are shorter, so each is scored whole. */
export const LEARNED_WINDOW = 64;
/** Longer tokens are read as one unigram only (no word is that long). */
const LONG_TOKEN = 24;
const GRAM = 4;

/** The feature names of one token sequence, each once, in a stable order. */
export function learnedFeatures(tokens: readonly LearnedToken[], work?: { steps: number }): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (f: string) => {
    if (work) work.steps++;
    if (!seen.has(f)) {
      seen.add(f);
      out.push(f);
    }
  };
  let previous: string | null = null;
  for (const t of tokens) {
    const word = t.word;
    if (word.length > LONG_TOKEN) {
      add(`w:${word.slice(0, LONG_TOKEN)}`);
      previous = null;
      continue;
    }
    const s = stem(word);
    add(`w:${s}`);
    if (previous !== null) add(`b:${previous} ${s}`);
    previous = s;
    const padded = ` ${word} `;
    for (let i = 0; i + GRAM <= padded.length; i++) add(`c:${padded.slice(i, i + GRAM)}`);
  }
  return out;
}

/** The model's score (log-odds of "must refuse") for a list of features. */
export function learnedScoreOf(features: readonly string[], model: LearnedModel): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return z;
}

/** The highest window score of a token sequence (windows of LEARNED_WINDOW tokens, overlapping by half). */
export function learnedScore(
  tokens: readonly LearnedToken[],
  model: LearnedModel,
  work?: { steps: number },
): number {
  if (tokens.length <= LEARNED_WINDOW) return learnedScoreOf(learnedFeatures(tokens, work), model);
  let best = -Infinity;
  for (let s = 0; s < tokens.length; s += LEARNED_WINDOW / 2) {
    const z = learnedScoreOf(learnedFeatures(tokens.slice(s, s + LEARNED_WINDOW), work), model);
    if (z > best) best = z;
    if (s + LEARNED_WINDOW >= tokens.length) break;
  }
  return best;
}

export type LabelledSet = {
  name: string;
  cases: { text: string; category: string; refuse: boolean }[];
};

/** A case ready for training: its features, its label and whether the rules alone refuse it. */
export type Example = {
  set: string;
  key: string;
  text: string;
  category: string;
  refuse: boolean;
  rules: boolean;
  features: string[];
};

export type TrainOptions = {
  epochs: number;
  l2: number;
  rate: number;
  seed: number;
  /** A feature is kept only when it occurs in at least this many training cases. */
  minCount: number;
  /** Feature kinds used (prefixes of ./learned.ts: "w", "b", "c"). */
  kinds: string[];
};

/** The variant chosen by the cross-validation (scripts/train-learned-policy.ts --compare). */
export const TRAIN_OPTIONS: TrainOptions = {
  epochs: 30,
  l2: 1e-3,
  rate: 0.3,
  seed: 24,
  minCount: 1,
  kinds: ["w", "b", "c"],
};

/**
 * Combined (rules OR learned) accept rate the threshold must keep on the training sets' out-of-fold
 * scores; 0.995 keeps the held-out accept rate at the rules' own (0.985 lost 2 of 32 on fresh set 5).
 */
export const ACCEPT_GOAL = 0.995;

export function makeExamples(
  sets: LabelledSet[],
  tokenize: (text: string) => LearnedToken[],
  rulesRefuse: (text: string) => boolean,
): Example[] {
  const out: Example[] = [];
  for (const set of sets)
    for (const c of set.cases) {
      const tokens = tokenize(c.text);
      out.push({
        set: set.name,
        key: tokens.map((t) => t.word).join(" "),
        text: c.text,
        category: c.category,
        refuse: c.refuse,
        rules: rulesRefuse(c.text),
        features: learnedFeatures(tokens),
      });
    }
  return out;
}

/** mulberry32: a small seeded generator, so that training is reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;

/** Logistic regression on the examples' features; returns bias and rounded, pruned weights. */
export function trainLogistic(examples: Example[], options: TrainOptions = TRAIN_OPTIONS) {
  const counts = new Map<string, number>();
  for (const e of examples)
    for (const f of e.features) if (options.kinds.includes(f[0])) counts.set(f, (counts.get(f) ?? 0) + 1);
  const index = new Map<string, number>();
  for (const [f, n] of [...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    if (n >= options.minCount) index.set(f, index.size);
  const rows = examples.map((e) => ({
    x: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined),
    y: e.refuse ? 1 : 0,
  }));
  const w = new Float64Array(index.size);
  const g2 = new Float64Array(index.size).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const rand = random(options.seed);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const r of order) {
      const { x, y } = rows[r];
      let z = bias;
      for (const i of x) z += w[i];
      const p = 1 / (1 + Math.exp(-z));
      const d = p - y;
      biasG2 += d * d;
      bias -= (options.rate * d) / Math.sqrt(biasG2);
      for (const i of x) {
        const g = d + options.l2 * w[i] * rows.length;
        g2[i] += g * g;
        w[i] -= (options.rate * g) / Math.sqrt(g2[i]);
      }
    }
  }
  const weights: Record<string, number> = {};
  for (const [f, i] of index) {
    const v = round(w[i]);
    if (Math.abs(v) >= 0.005) weights[f] = v;
  }
  return { bias: round(bias), weights };
}

/**
 * The lowest threshold at which rules OR learned still accept ACCEPT_GOAL of the must-accept cases,
 * from scores of cases the model did not see (out of fold).
 */
export function chooseThreshold(scored: { e: Example; score: number }[], goal = ACCEPT_GOAL): number {
  const accepts = scored.filter((s) => !s.e.refuse);
  const rulesFalse = accepts.filter((s) => s.e.rules).length;
  const allowed = Math.max(0, Math.floor((1 - goal) * accepts.length) - rulesFalse);
  const free = accepts
    .filter((s) => !s.e.rules)
    .map((s) => s.score)
    .sort((a, b) => b - a);
  if (free.length === 0) return 0;
  if (allowed >= free.length) return free[free.length - 1];
  const above = allowed === 0 ? free[0] + 0.02 : free[allowed - 1];
  return round((above + free[allowed]) / 2 + 1e-4);
}

/** Out-of-fold scores: each set scored by a model trained on the other sets (duplicates removed). */
export function outOfFold(examples: Example[], options: TrainOptions = TRAIN_OPTIONS) {
  const names = [...new Set(examples.map((e) => e.set))];
  const scored: { e: Example; score: number }[] = [];
  for (const name of names) {
    const test = examples.filter((e) => e.set === name);
    const keys = new Set(test.map((e) => e.key));
    const model = {
      ...trainLogistic(
        examples.filter((e) => e.set !== name && !keys.has(e.key)),
        options,
      ),
      threshold: 0,
    };
    for (const e of test) scored.push({ e, score: learnedScoreOf(e.features, model) });
  }
  return scored;
}
