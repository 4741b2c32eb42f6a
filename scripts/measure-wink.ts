// Measures wink-nlp (English lite model) against the rule-based clause splitter on the export corpus
// (docs/decisions.md, "Clause splitting stays rule-based"). Run: WINK_DIR=/tmp/wink npx tsx scripts/measure-wink.ts
import { createRequire } from "node:module";
import { EXPORT_CORPUS } from "@/tests/fixtures/export-corpus";
import { compileScene } from "@/lib/scene/compiler";
import { protect, splitClauses } from "@/lib/scene/clauses";
// wink-nlp is not a project dependency: install it in a scratch directory and point WINK_DIR at it
// (mkdir /tmp/wink && cd /tmp/wink && npm i wink-nlp@2 wink-eng-lite-web-model@1).
const require = createRequire(`${process.env.WINK_DIR ?? "/tmp/wink"}/index.js`);
const t0 = performance.now();
const winkNLP = require("wink-nlp");
const model = require("wink-eng-lite-web-model");
const nlp = winkNLP(model, ["sbd", "pos", "negation"]);
const its = nlp.its;
const loadMs = performance.now() - t0;
const en = EXPORT_CORPUS.filter((e) => e.language === "en");
// 1) speed: wink readDoc (sentences + POS) vs our splitClauses, per entry
const time = (f: () => void, n = 20) => {
  for (let i = 0; i < 3; i++) f();
  const ts: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    f();
    ts.push(performance.now() - a);
  }
  ts.sort((a, b) => a - b);
  return ts[Math.floor(n / 2)];
};
const winkMs = time(() => {
  for (const e of en) nlp.readDoc(e.text).sentences().out();
});
const oursMs = time(() => {
  for (const e of en) {
    const { text, quotes } = protect(e.text);
    splitClauses(text, quotes);
  }
});
const compileMs = time(() => {
  for (const e of en) compileScene({ description: e.text });
}, 5);
// 2) correctness on the corpus's own expectations: does each "order"/beat phrase survive inside one wink sentence
//    (a beat split across sentences is a defect for a sentence-based splitter)?
let beats = 0,
  winkKept = 0,
  oursKept = 0;
for (const e of en) {
  const ws = nlp.readDoc(e.text).sentences().out() as string[];
  const { text, quotes } = protect(e.text);
  const ours = splitClauses(text, quotes).map((c) => c.text);
  for (const b of e.beats.filter((x) => x.kind === "visual")) {
    beats++;
    if (ws.some((s) => s.toLowerCase().includes(b.text.toLowerCase()))) winkKept++;
    if (ours.some((s) => s.toLowerCase().includes(b.text.toLowerCase()))) oursKept++;
  }
}
// 3) verb-led parts: does wink tag the first word of "then digs a hole" / "runs over ..." as a VERB?
const probes = [
  "then freezes mid-step as the beat drops",
  "splashing through a puddle",
  "The pan sizzles",
  "gulls cry overhead",
  "hands her the carrot",
  "runs over with a basket and asks",
];
const pos = probes.map((p) => `${p} => ${nlp.readDoc(p).tokens().out(its.pos).join(" ")}`);
console.log(
  JSON.stringify(
    {
      entries: en.length,
      loadMs: +loadMs.toFixed(0),
      winkMsAll: +winkMs.toFixed(2),
      oursSplitMsAll: +oursMs.toFixed(2),
      oursCompileMsAll: +compileMs.toFixed(2),
      beats,
      winkKeptInOneSentence: winkKept,
      oursKeptInOneClause: oursKept,
      pos,
    },
    null,
    1,
  ),
);
