import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { env } from "@/lib/env";
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
  compile(input: CompileInput): Promise<PromptDocument>;
  close(): Promise<void>;
};

type Task = { input: CompileInput; resolve: (d: PromptDocument) => void; reject: (e: Error) => void };
type Slot = { worker: Worker | null; pending: Map<number, Task>; deaths: number[] };

/** A worker that dies this often within a minute is not restarted: its slot compiles in-process. */
const MAX_DEATHS_PER_MINUTE = 5;

/** A pool of `size` worker threads running the bundle at `file`. */
export function createCompilePool({ size, file }: { size: number; file: string }): CompilePool {
  let nextId = 1;
  let closing = false;
  const slots: Slot[] = Array.from({ length: size }, () => ({
    worker: null,
    pending: new Map(),
    deaths: [],
  }));

  const start = (slot: Slot): Worker => {
    const worker = new Worker(file);
    worker.unref();
    worker.on("message", ({ id, document, error }: CompileReply) => {
      const task = slot.pending.get(id);
      if (!task) return;
      slot.pending.delete(id);
      if (error === undefined) task.resolve(document as PromptDocument);
      else task.reject(new Error(error));
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
      const tasks = [...slot.pending.values()];
      slot.pending.clear();
      for (const t of tasks) runInProcess(t);
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

  return {
    size,
    compile(input) {
      return new Promise<PromptDocument>((resolve, reject) => {
        const task = { input, resolve, reject };
        const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
        const worker =
          slot.worker ?? (closing || slot.deaths.length >= MAX_DEATHS_PER_MINUTE ? null : start(slot));
        if (!worker) return runInProcess(task);
        const id = nextId++;
        slot.pending.set(id, task);
        worker.postMessage({ id, input });
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

/** Compiles a description off the event loop when the server has a pool, else in-process. */
export function compileSceneOffThread(input: CompileInput): Promise<PromptDocument> {
  const pool = sharedPool();
  return pool ? pool.compile(input) : Promise.resolve().then(() => compileScene(input));
}
