// Content-policy benchmark (issue 24, finding 1): the policy runs synchronously on the event loop
// (in the browser on every keystroke, on the server once per generation, chat message and share), so
// it must be cheap enough that no request can stall the server with it. Measured in-process:
// p50/p95 on 200- and 2,000-character descriptions, and the worst case of hostile 64 kB share
// texts (the most any request can make it read: the share body limit). Targets: 2,000 characters at
// p95 under 2 ms; every 64 kB shape under 50 ms, so a share flood within the rate limit cannot hold
// the event loop for long (the old matcher took 3-6 s on "shot shot shot ...").
import { tsImport } from "tsx/esm/api";
import { description, percentile, round } from "./support/descriptions.mjs";

const HOSTILE = {
  repeated_shot: "shot ",
  shots_and_targets: "shot him beat her ",
  single_letters: "a b ",
  masked_words: "f*ck k*i*l*l ",
  concept_words: "immigrants are drunk drive rolling a joint his face ripped off ",
  compounds_and_typos: "bloodbloodblood serialkiller murderd stabbs ",
  lookalikes_invisible: "\u0455\u0435\u0445 k\u200bi\u2062l\u3164l ",
  camel_case: "KillEveryone SexyTime ",
};
const SIZE = 64 * 1024;

export default async function policyBench() {
  const { findPolicyTerms } = await tsImport("../lib/content-policy/match.ts", import.meta.url);
  const out = { descriptions: {}, hostile_64kB: {} };
  for (const length of [200, 2000]) {
    const text = description(length);
    for (let i = 0; i < 200; i++) findPolicyTerms(text);
    const times = [];
    for (let i = 0; i < 1000; i++) {
      const t0 = performance.now();
      findPolicyTerms(text);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.descriptions[`chars_${length}`] = {
      p50_ms: round(percentile(times, 50)),
      p95_ms: round(percentile(times, 95)),
    };
  }
  let worst = 0;
  for (const [name, unit] of Object.entries(HOSTILE)) {
    const text = unit.repeat(Math.floor(SIZE / unit.length));
    findPolicyTerms(text);
    const times = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      findPolicyTerms(text);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.hostile_64kB[name] = { p50_ms: round(percentile(times, 50)), max_ms: round(times[times.length - 1]) };
    worst = Math.max(worst, times[times.length - 1]);
  }
  out.worst_64kB_ms = round(worst);
  out.targets_met = out.descriptions.chars_2000.p95_ms < 2 && worst < 50;
  return out;
}
