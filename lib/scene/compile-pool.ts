import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { findPolicyTerms, findPolicyTermsInSlices, type PolicyMatch } from "@/lib/content-policy";
import { AppError } from "@/lib/errors";
import type { ModeExportResult, ModeOptions } from "@/lib/targets/modes";
import { compileScene, type CompileInput } from "./compiler";
import type { PoolReply, PoolWorkerData } from "./compile-worker";
import { runJob, type PoolJob } from "./pool-jobs";
import type { PromptDocument } from "./schema";

// The local compiler, the content policy's check of long texts and exports are pure CPU work
// (milliseconds for a long description or a document at the limits, tens of milliseconds for a 64 kB
// share). On the production server they run in a small pool of worker threads, so that the event loop
// keeps serving other requests (health, chat, pages) while they run, and a machine's other cores share
// the work. Anything the pool cannot do (no worker bundle, a worker that died) is done in-process: same
// function, same result (a long text is then judged in slices that yield to the event loop).
// Development and tests work in-process (COMPILE_WORKERS=0), on the sources as they are.

/** Where scripts/build-worker.mjs writes the worker bundle. */
export const WORKER_BUNDLE = path.join(process.cwd(), ".next", "promptreel", "compile-worker.mjs");

export type CompilePool = {
  readonly size: number;
  /** Compiles for `client` (the rate-limit identity): clients take turns, tasks have a time limit. */
  compile(input: CompileInput, client?: string): Promise<PromptDocument>;
  /** The content policy's findPolicyTerms on `text`, in a worker, with the same turns and limits. */
  judge(text: string, client?: string): Promise<PolicyMatch>;
  /** Exports `doc` for the live target `target` (exportWithModes), in a worker, with the same turns and limits. */
  exportDoc(
    doc: PromptDocument,
    target: string,
    options: ModeOptions,
    client?: string,
  ): Promise<ModeExportResult>;
  close(): Promise<void>;
};

type Task = {
  client: string;
  job: PoolJob;
  resolve: (result: unknown) => void;
  reject: (e: Error) => void;
};
type Slot = {
  worker: Worker | null;
  task: Task | null;
  id: number;
  timer: NodeJS.Timeout | null;
  deaths: number[];
};

/** A worker that dies this often within a minute is not restarted: its slot compiles in-process. */
const MAX_DEATHS_PER_MINUTE = 5;
/** A compile taking longer than this is abandoned (its worker is replaced), never rerun in-process. */
export const DEFAULT_TASK_TIMEOUT_MS = 10_000;
/** Tasks one client may have waiting; more are refused at once (429). */
export const MAX_QUEUED_PER_CLIENT = 8;
/**
 * Tasks all clients together may have waiting; more are refused at once (503), so that many clients
 * (or addresses) cannot queue unbounded work and memory: at most this many 64 kB texts wait.
 */
export const MAX_QUEUED = 64;
/**
 * The workers' nice value (COMPILE_WORKER_NICE; 0-19, higher yields more). The workers run below the
 * request thread so that, when every core is busy (a flood of 62 kB shares on 2 cores shared with
 * other processes), the event loop still gets a core at once and a health check answers in time; the
 * pool's tasks take longer instead (within their time limit).
 */
export const WORKER_NICE = 19;

export const COMPILE_TIMEOUT_MESSAGE =
  "This description took too long to process. Please try again, or shorten it.";
export const COMPILE_QUEUE_FULL_MESSAGE =
  "Too many generations in a short time. Please wait a moment and try again.";
export const POLICY_TIMEOUT_MESSAGE = "This text took too long to check. Please try again, or shorten it.";
export const POLICY_QUEUE_FULL_MESSAGE =
  "Too many texts to check in a short time. Please wait a moment and try again.";
export const EXPORT_TIMEOUT_MESSAGE =
  "This document took too long to export. Please try again, or shorten it.";
export const EXPORT_QUEUE_FULL_MESSAGE =
  "Too many exports in a short time. Please wait a moment and try again.";
export const POOL_BUSY_MESSAGE = "The server is busy. Please try again in a moment.";

/**
 * The pool's refusal for load (a full queue: 429 for one client, 503 for all): nothing was started,
 * so callers record nothing (no analytics row: a flood must not inflate the admin's figures, 24.5).
 * A task past its time limit is not a refusal: it ran, and failed.
 */
export class PoolRefusal extends AppError {}

const MESSAGES: Record<PoolJob["kind"], { timeout: string; queueFull: string }> = {
  compile: { timeout: COMPILE_TIMEOUT_MESSAGE, queueFull: COMPILE_QUEUE_FULL_MESSAGE },
  policy: { timeout: POLICY_TIMEOUT_MESSAGE, queueFull: POLICY_QUEUE_FULL_MESSAGE },
  export: { timeout: EXPORT_TIMEOUT_MESSAGE, queueFull: EXPORT_QUEUE_FULL_MESSAGE },
};

/**
 * A pool of `size` worker threads running the bundle at `file`. Each worker runs one task (a compile
 * or a policy check) at a time; waiting tasks are queued per client and served round-robin, so one
 * client's burst cannot stall everyone else's (issue 24.5); each task has `taskTimeoutMs`; at most
 * `maxQueuedPerClient` tasks of one client and `maxQueued` of all clients wait. Workers run at nice
 * `nice` (WORKER_NICE), below the request thread.
 */
export function createCompilePool({
  size,
  file,
  taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS,
  maxQueuedPerClient = MAX_QUEUED_PER_CLIENT,
  maxQueued = MAX_QUEUED,
  nice = WORKER_NICE,
}: {
  size: number;
  file: string;
  taskTimeoutMs?: number;
  maxQueuedPerClient?: number;
  maxQueued?: number;
  /** The workers' nice value (0: the request thread's priority). */
  nice?: number;
}): CompilePool {
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    task: null,
    id: 0,
    timer: null,
    deaths: [],
  }));
  /** Waiting tasks per client; `turns` is the round-robin order of clients with waiting tasks. */
  const queues = new Map<string, Task[]>();
  const turns: string[] = [];
  let waiting = 0;

  const finish = (slot: Slot): Task | null => {
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return task;
  };

  const start = (slot: Slot): Worker => {
    const worker = new Worker(file, { workerData: { nice } satisfies PoolWorkerData });
    worker.unref();
    worker.on("message", ({ id, result, error }: PoolReply) => {
      if (slot.worker !== worker || id !== slot.id || !slot.task) return;
      const task = finish(slot)!;
      if (error === undefined) task.resolve(result);
      else task.reject(new Error(error));
      dispatch();
    });
    const died = (reason: unknown) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      if (!closing) {
        console.error(
          "[compile-pool] a compiler worker stopped:",
          reason instanceof Error ? reason.message : reason,
        );
        slot.deaths = [...slot.deaths.filter((t) => Date.now() - t < 60_000), Date.now()];
      }
      // What it was doing is done here instead: the caller never sees the worker's death.
      const task = finish(slot);
      if (task) runInProcess(task);
      dispatch();
    };
    worker.on("error", died);
    worker.on("exit", (code) => died(`exit code ${code}`));
    slot.worker = worker;
    return worker;
  };

  const runInProcess = (t: Task) => {
    const fail = (e: unknown) => t.reject(e instanceof Error ? e : new Error(String(e)));
    try {
      // A long text in slices that yield to the event loop, as without a pool.
      if (t.job.kind === "policy") findPolicyTermsInSlices(t.job.text).then(t.resolve, fail);
      else t.resolve(runJob(t.job));
    } catch (e) {
      fail(e);
    }
  };

  /** The next waiting task, one client after another. */
  const nextTask = (): Task | null => {
    const client = turns.shift();
    if (client === undefined) return null;
    const queue = queues.get(client)!;
    const task = queue.shift()!;
    waiting--;
    if (queue.length) turns.push(client);
    else queues.delete(client);
    return task;
  };

  const timedOut = (slot: Slot) => {
    const task = finish(slot);
    const worker = slot.worker;
    // The worker is busy with it: replace the worker; the task is refused, not rerun on this thread.
    slot.worker = null;
    void worker?.terminate();
    task?.reject(
      new AppError("unavailable", MESSAGES[task.job.kind].timeout, { headers: { "Retry-After": "5" } }),
    );
    dispatch();
  };

  function dispatch() {
    for (const slot of slots) {
      if (slot.task || !turns.length) continue;
      const worker =
        slot.worker ?? (closing || slot.deaths.length >= MAX_DEATHS_PER_MINUTE ? null : start(slot));
      const task = nextTask()!;
      if (!worker) {
        runInProcess(task);
        continue;
      }
      slot.task = task;
      slot.id = nextId++;
      slot.timer = setTimeout(() => timedOut(slot), taskTimeoutMs);
      slot.timer.unref();
      worker.postMessage({ id: slot.id, job: task.job });
    }
  }

  function run(job: PoolJob, client: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = queues.get(client) ?? [];
      const retry = { headers: { "Retry-After": "5" } };
      if (queue.length >= maxQueuedPerClient)
        return reject(new PoolRefusal("rate_limited", MESSAGES[job.kind].queueFull, retry));
      if (waiting >= maxQueued) return reject(new PoolRefusal("unavailable", POOL_BUSY_MESSAGE, retry));
      queue.push({ client, job, resolve, reject });
      waiting++;
      if (!queues.has(client)) {
        queues.set(client, queue);
        turns.push(client);
      }
      dispatch();
    });
  }

  return {
    size,
    compile(input, client = "anonymous") {
      return run({ kind: "compile", input }, client) as Promise<PromptDocument>;
    },
    judge(text, client = "anonymous") {
      return run({ kind: "policy", text }, client) as Promise<PolicyMatch>;
    },
    exportDoc(doc, target, options, client = "anonymous") {
      return run({ kind: "export", doc, target, options }, client) as Promise<ModeExportResult>;
    },
    async close() {
      closing = true;
      await Promise.all(slots.map((s) => s.worker?.terminate()));
    },
  };
}

let shared: CompilePool | null | undefined;

/** The process's pool: COMPILE_WORKERS threads (default: one fewer than the cores in production, else 0). */
function sharedPool(): CompilePool | null {
  if (shared !== undefined) return shared;
  const configured = env().COMPILE_WORKERS;
  const size =
    configured ?? (process.env.NODE_ENV === "production" ? Math.max(1, os.availableParallelism() - 1) : 0);
  if (size > 0 && !fs.existsSync(WORKER_BUNDLE))
    console.warn(`[compile-pool] ${WORKER_BUNDLE} is missing (npm run build makes it): compiling in-process`);
  shared =
    size > 0 && fs.existsSync(WORKER_BUNDLE)
      ? createCompilePool({ size, file: WORKER_BUNDLE, nice: env().COMPILE_WORKER_NICE })
      : null;
  if (shared) console.log(`[compile-pool] ${size} compiler worker thread(s)`);
  return shared;
}

/**
 * Replaces the process's pool and returns the one it replaced: a test's own pool, `null` for
 * in-process, `undefined` to configure it again from the environment on next use.
 */
export function replaceSharedPool(pool: CompilePool | null | undefined): CompilePool | null | undefined {
  const previous = shared;
  shared = pool;
  return previous;
}

/**
 * Compiles a description off the event loop when the server has a pool, else in-process. `client`
 * (the rate-limit identity) decides whose turn it is when the pool is busy.
 */
export function compileSceneOffThread(input: CompileInput, client?: string): Promise<PromptDocument> {
  const pool = sharedPool();
  return pool ? pool.compile(input, client) : Promise.resolve().then(() => compileScene(input));
}

/**
 * Texts at least this long are judged in the pool (or, without one, in slices): a shorter text costs
 * the event loop about a millisecond at most, less than a trip to a worker is worth.
 */
export const POLICY_OFF_THREAD_MIN = 2_000;

/**
 * The content policy's findPolicyTerms for a text of any length (a share holds up to 64 kB) without
 * holding the event loop: a long text is judged in the server's pool when it has one, taking turns by
 * `client`, else in slices between turns of the loop (findPolicyTermsInSlices); a short one at once.
 * The verdict is the same in every case.
 */
export async function findPolicyTermsOffThread(
  text: string,
  client?: string,
  pool: CompilePool | null = sharedPool(),
): Promise<PolicyMatch> {
  if (text.length < POLICY_OFF_THREAD_MIN) return findPolicyTerms(text);
  return pool ? pool.judge(text, client) : findPolicyTermsInSlices(text);
}

/**
 * Exports a checked document for a live target off the event loop when the server has a pool (a
 * document at the limits costs several milliseconds of CPU), else in-process. The target and its
 * mode and route must have been checked (lib/exports/export-request.ts): an error here is a fault.
 */
export function exportOffThread(
  doc: PromptDocument,
  target: string,
  options: ModeOptions,
  client?: string,
): Promise<ModeExportResult> {
  const pool = sharedPool();
  return pool
    ? pool.exportDoc(doc, target, options, client)
    : Promise.resolve().then(() => runJob({ kind: "export", doc, target, options }) as ModeExportResult);
}
