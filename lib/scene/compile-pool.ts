import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { compileScene, type CompileInput } from "./compiler";
import type { CompileReply } from "./compile-worker";
import type { PromptDocument } from "./schema";

// The local compiler is pure CPU work (milliseconds for a long description). On the production server it
// runs in a small pool of worker threads, so that the event loop keeps serving other requests (health,
// chat, pages) while descriptions compile, and a machine's other cores share the work. Anything the
// pool cannot do (no worker bundle, a worker that died) is compiled in-process: same function, same
// result. Development and tests compile in-process (COMPILE_WORKERS=0), on the sources as they are.

/** Where scripts/build-worker.mjs writes the worker bundle. */
export const WORKER_BUNDLE = path.join(process.cwd(), ".next", "promptreel", "compile-worker.mjs");

export type CompilePool = {
  readonly size: number;
  /** Compiles for `client` (the rate-limit identity): clients take turns, tasks have a time limit. */
  compile(input: CompileInput, client?: string): Promise<PromptDocument>;
  close(): Promise<void>;
};

type Task = {
  client: string;
  input: CompileInput;
  resolve: (d: PromptDocument) => void;
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
/** Tasks one client may have waiting; more are refused at once. */
export const MAX_QUEUED_PER_CLIENT = 8;

export const COMPILE_TIMEOUT_MESSAGE =
  "This description took too long to process. Please try again, or shorten it.";
export const COMPILE_QUEUE_FULL_MESSAGE =
  "Too many generations in a short time. Please wait a moment and try again.";

/**
 * A pool of `size` worker threads running the bundle at `file`. Each worker compiles one task at a
 * time; waiting tasks are queued per client and served round-robin, so one client's burst cannot
 * stall everyone else's generation (issue 24.5); each task has `taskTimeoutMs`.
 */
export function createCompilePool({
  size,
  file,
  taskTimeoutMs = DEFAULT_TASK_TIMEOUT_MS,
  maxQueuedPerClient = MAX_QUEUED_PER_CLIENT,
}: {
  size: number;
  file: string;
  taskTimeoutMs?: number;
  maxQueuedPerClient?: number;
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

  const finish = (slot: Slot): Task | null => {
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return task;
  };

  const start = (slot: Slot): Worker => {
    const worker = new Worker(file);
    worker.unref();
    worker.on("message", ({ id, document, error }: CompileReply) => {
      if (slot.worker !== worker || id !== slot.id || !slot.task) return;
      const task = finish(slot)!;
      if (error === undefined) task.resolve(document as PromptDocument);
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
      // What it was compiling is compiled here instead: the caller never sees the worker's death.
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
    try {
      t.resolve(compileScene(t.input));
    } catch (e) {
      t.reject(e instanceof Error ? e : new Error(String(e)));
    }
  };

  /** The next waiting task, one client after another. */
  const nextTask = (): Task | null => {
    const client = turns.shift();
    if (client === undefined) return null;
    const queue = queues.get(client)!;
    const task = queue.shift()!;
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
    task?.reject(new AppError("unavailable", COMPILE_TIMEOUT_MESSAGE, { headers: { "Retry-After": "5" } }));
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
      worker.postMessage({ id: slot.id, input: task.input });
    }
  }

  return {
    size,
    compile(input, client = "anonymous") {
      return new Promise<PromptDocument>((resolve, reject) => {
        const queue = queues.get(client) ?? [];
        if (queue.length >= maxQueuedPerClient)
          return reject(
            new AppError("rate_limited", COMPILE_QUEUE_FULL_MESSAGE, { headers: { "Retry-After": "5" } }),
          );
        queue.push({ client, input, resolve, reject });
        if (!queues.has(client)) {
          queues.set(client, queue);
          turns.push(client);
        }
        dispatch();
      });
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
  shared = size > 0 && fs.existsSync(WORKER_BUNDLE) ? createCompilePool({ size, file: WORKER_BUNDLE }) : null;
  if (shared) console.log(`[compile-pool] ${size} compiler worker thread(s)`);
  return shared;
}

/**
 * Compiles a description off the event loop when the server has a pool, else in-process. `client`
 * (the rate-limit identity) decides whose turn it is when the pool is busy.
 */
export function compileSceneOffThread(input: CompileInput, client?: string): Promise<PromptDocument> {
  const pool = sharedPool();
  return pool ? pool.compile(input, client) : Promise.resolve().then(() => compileScene(input));
}
