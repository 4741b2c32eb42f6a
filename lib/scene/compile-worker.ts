// The worker thread of lib/scene/compile-pool.ts: the scene compiler, and the content policy's check of
// long texts. Not imported by the app: the production start bundles it with esbuild
// (scripts/build-worker.mjs) into .next/promptreel/.
import { parentPort } from "node:worker_threads";
import { findPolicyTerms } from "../content-policy/match";
import { compileScene, type CompileInput } from "./compiler";

/** One task: compile a description, or judge a text with the content policy. */
export type PoolJob = { kind: "compile"; input: CompileInput } | { kind: "policy"; text: string };
export type PoolRequest = { id: number; job: PoolJob };
export type PoolReply = { id: number; result?: unknown; error?: string };

parentPort?.on("message", ({ id, job }: PoolRequest) => {
  let reply: PoolReply;
  try {
    reply = { id, result: job.kind === "compile" ? compileScene(job.input) : findPolicyTerms(job.text) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
