// What the exports read from one shot's facts (its slots, its text, the character its pronoun stands
// for) depends on the shot and the document, not on the target: it is computed once and shared by the
// 18 targets' exports. Kept in a WeakMap on the shot's facts, so it goes with the document's facts
// (lib/targets/scene-facts.ts, computed once per document).
import type { DocumentFacts, SceneFacts } from "./scene-facts";

const MEMO = new WeakMap<SceneFacts, { doc: DocumentFacts; values: Map<string, unknown> }>();

/** `compute()` once per shot, document and key; later calls get the same value (never mutate it). */
export function perShot<T>(facts: SceneFacts, doc: DocumentFacts, key: string, compute: () => T): T {
  let entry = MEMO.get(facts);
  if (!entry || entry.doc !== doc) MEMO.set(facts, (entry = { doc, values: new Map() }));
  if (entry.values.has(key)) return entry.values.get(key) as T;
  const value = compute();
  entry.values.set(key, value);
  return value;
}
