// The scene compiler in a worker thread (lib/scene/compile-pool.ts). Not imported by the app: the
// production start bundles it with esbuild (scripts/build-worker.mjs) into .next/promptreel/.
import { parentPort } from "node:worker_threads";
import { compileScene, type CompileInput } from "./compiler";

export type CompileRequest = { id: number; input: CompileInput };
export type CompileReply = { id: number; document?: unknown; error?: string };

parentPort?.on("message", ({ id, input }: CompileRequest) => {
  let reply: CompileReply;
  try {
    reply = { id, document: compileScene(input) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
