// The tasks of the compile pool (lib/scene/compile-pool.ts), as plain functions: the worker thread
// (compile-worker.ts) runs them, and so does the pool in-process when it has no worker.
import { findPolicyTerms } from "../content-policy/match";
import { lookupTarget } from "../targets/export";
import { exportWithModes, type ModeOptions } from "../targets/modes";
import { compileScene, type CompileInput } from "./compiler";
import type { PromptDocument } from "./schema";

/** One task: compile a description, judge a text with the content policy, or export a document. */
export type PoolJob =
  | { kind: "compile"; input: CompileInput }
  | { kind: "policy"; text: string }
  | { kind: "export"; doc: PromptDocument; target: string; options: ModeOptions };

/** Runs one task (synchronously: the caller is a worker thread, or accepts the cost). */
export function runJob(job: PoolJob): unknown {
  if (job.kind === "compile") return compileScene(job.input);
  if (job.kind === "policy") return findPolicyTerms(job.text);
  const found = lookupTarget(job.target);
  if (!found.ok) throw new Error(found.message);
  return exportWithModes(job.doc, found.spec, job.options);
}
