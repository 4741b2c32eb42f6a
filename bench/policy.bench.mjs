// Content-policy benchmark (issue 24, finding 1): the policy runs synchronously on the event loop
// (in the browser on every keystroke, on the server once per generation, chat message and share), so
// it must be cheap enough that no request can stall the server with it. Measured in-process:
// p50/p95 on 200- and 2,000-character descriptions; hostile 64 kB share texts (the most any request
// can make it read: the share body limit) judged whole; and the longest the event loop is held by one
// share, which judges its text in slices of POLICY_SLICE characters between turns of the loop.
// Targets: 2,000 characters at p50 under 1 ms; a slice of any hostile shape under 10 ms at p50; the
// work per character of the worst 64 kB shape within 4x that of a description (linear: the old
// matcher took 3-6 s on 63 kB of "shot shot shot ..."). The machine is shared: read p50s.
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
  const { POLICY_SLICE } = await tsImport("../lib/content-policy/slices.ts", import.meta.url);
  const out = { descriptions: {}, hostile_64kB: {}, hostile_slice: {} };
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
  const measure = (text, runs) => {
    findPolicyTerms(text);
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      findPolicyTerms(text);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50_ms: round(percentile(times, 50)), max_ms: round(times[times.length - 1]) };
  };
  let worstWhole = 0;
  let worstSlice = 0;
  for (const [name, unit] of Object.entries(HOSTILE)) {
    const text = unit.repeat(Math.floor(SIZE / unit.length));
    out.hostile_64kB[name] = measure(text, 10);
    out.hostile_slice[name] = measure(text.slice(0, POLICY_SLICE), 40);
    worstWhole = Math.max(worstWhole, out.hostile_64kB[name].p50_ms);
    worstSlice = Math.max(worstSlice, out.hostile_slice[name].p50_ms);
  }
  const perCharDescription = out.descriptions.chars_2000.p50_ms / 2000;
  out.worst_64kB_p50_ms = round(worstWhole);
  out.worst_slice_p50_ms = round(worstSlice);
  out.worst_64kB_per_char_vs_description = round(worstWhole / SIZE / perCharDescription);
  out.targets_met =
    out.descriptions.chars_2000.p50_ms < 1 && worstSlice < 10 && out.worst_64kB_per_char_vs_description <= 4;
  return out;
}
