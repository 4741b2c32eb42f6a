// The worker thread of lib/scene/compile-pool.ts: the scene compiler, the content policy's check of
// long texts, and exports (lib/scene/pool-jobs.ts). Not imported by the app: the production start
// bundles it with esbuild (scripts/build-worker.mjs) into .next/promptreel/.
import { parentPort, workerData } from "node:worker_threads";
import { runJob, type PoolJob } from "./pool-jobs";
import { lowerThreadPriority } from "./thread-priority";

export type { PoolJob };
export type PoolRequest = { id: number; job: PoolJob };
export type PoolReply = { id: number; result?: unknown; error?: string };
/** What the pool gives each worker at its start. */
export type PoolWorkerData = { nice?: number };

// Below the request thread: on a machine whose cores are all busy, the event loop (health checks,
// pages, every short request) runs first and the long CPU tasks here take what is left.
const { nice = 0 } = (workerData ?? {}) as PoolWorkerData;
if (nice > 0) lowerThreadPriority(nice);

parentPort?.on("message", ({ id, job }: PoolRequest) => {
  let reply: PoolReply;
  try {
    reply = { id, result: runJob(job) };
  } catch (e) {
    reply = { id, error: e instanceof Error ? e.message : String(e) };
  }
  parentPort?.postMessage(reply);
});
