import fs from "node:fs";
import os from "node:os";
import { describe, expect, it, vi } from "vitest";
import { withWorkerBundle } from "../support/worker-bundle";
import { compileScene } from "@/lib/scene/compiler";
import {
  COMPILE_QUEUE_FULL_MESSAGE,
  COMPILE_TIMEOUT_MESSAGE,
  compileSceneOffThread,
  createCompilePool,
  WORKER_NICE,
} from "@/lib/scene/compile-pool";
import { lookupTarget } from "@/lib/targets/export";
import { exportWithModes } from "@/lib/targets/modes";
import { currentThreadId } from "@/lib/scene/thread-priority";
import { SCENE_CORPUS } from "../fixtures/scene-corpus";

// The compiler's worker pool (lib/scene/compile-pool.ts) with the real bundle scripts/build-worker.mjs
// makes: the same documents as in-process, and a worker that dies or fails never loses a request.

const { bundle: built, fakeWorker } = withWorkerBundle("compile-pool");

/** The nice value of each of this process's threads (Linux), by thread id. */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of fs.readdirSync("/proc/self/task")) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      // Fields after the command's closing parenthesis: state is field 3, nice field 19.
      nices.set(Number(tid), Number(stat.slice(stat.lastIndexOf(") ") + 2).split(" ")[16]));
    } catch {
      // A thread that ended meanwhile.
    }
  }
  return nices;
}
const countNice = (nices: Map<number, number>, nice: number) =>
  [...nices.values()].filter((n) => n === nice).length;

describe("compile pool", () => {
  it("returns what the in-process compiler returns, for every corpus entry, compiled concurrently", async () => {
    // Every entry waits at once: more than the pool lets wait by default (MAX_QUEUED).
    const pool = createCompilePool({ size: 2, file: built(), maxQueued: SCENE_CORPUS.length });
    try {
      const inputs = SCENE_CORPUS.map((e, i) => ({
        description: e.text,
        duration: ([5, 8, 10] as const)[i % 3],
      }));
      // Each as its own client (one client may only have a few tasks waiting).
      const docs = await Promise.all(inputs.map((input, i) => pool.compile(input, `client-${i}`)));
      docs.forEach((doc, i) => expect(doc).toEqual(compileScene(inputs[i])));
    } finally {
      await pool.close();
    }
  });

  it("exports in a worker exactly what exportWithModes returns in-process, for several targets and modes", async () => {
    const pool = createCompilePool({ size: 2, file: built() });
    try {
      const docs = SCENE_CORPUS.slice(0, 6).map((e) => compileScene({ description: e.text }));
      const jobs = docs.flatMap((doc) =>
        (
          [
            ["veo-3.1", {}],
            ["kling-3", { aspectRatio: "9:16" }],
            ["runway-gen-4.5", { mode: "image-to-video" }],
          ] as const
        ).map(([target, options]) => ({ doc, target, options })),
      );
      const results = await Promise.all(
        jobs.map((j, i) => pool.exportDoc(j.doc, j.target, j.options, `client-${i % 4}`)),
      );
      results.forEach((result, i) => {
        const { doc, target, options } = jobs[i];
        const found = lookupTarget(target);
        if (!found.ok) throw new Error(target);
        expect(result).toEqual(exportWithModes(doc, found.spec, options));
      });
    } finally {
      await pool.close();
    }
  });

  it("compiles in-process what a dying worker took, and stops restarting a worker that keeps dying", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const pool = createCompilePool({
      size: 1,
      file: fakeWorker("dies.mjs", `parentPort.on("message", () => process.exit(1));`),
    });
    try {
      const input = { description: "A lighthouse keeper climbs the stairs at dusk." };
      for (let round = 0; round < 7; round++) {
        const docs = await Promise.all([pool.compile(input), pool.compile(input)]);
        for (const doc of docs) expect(doc).toEqual(compileScene(input));
      }
      // Five deaths within the minute, then no more workers: one line per death, not per request.
      expect(error.mock.calls.filter(([m]) => String(m).includes("compiler worker stopped"))).toHaveLength(5);
    } finally {
      error.mockRestore();
      await pool.close();
    }
  });

  it("rejects with the worker's message when compiling fails there", async () => {
    const pool = createCompilePool({
      size: 1,
      file: fakeWorker(
        "fails.mjs",
        `parentPort.on("message", ({ id }) => parentPort.postMessage({ id, error: "boom" }));`,
      ),
    });
    try {
      await expect(pool.compile({ description: "A fox runs." })).rejects.toThrow("boom");
    } finally {
      await pool.close();
    }
  });

  it("abandons a task past its time limit (never rerun on the main thread) and serves the next one (24.5)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // Hangs on "hang", answers everything else.
    const file = fakeWorker(
      "hangs.mjs",
      `parentPort.on("message", ({ id, job }) => {
        if (job.input.description === "hang") for (;;);
        parentPort.postMessage({ id, result: { echo: job.input.description } });
      });`,
    );
    // The deadline also covers the replacement worker's start for the next task (lib/scene/compile-pool.ts
    // starts the clock at dispatch), so it leaves room for a slow start on a loaded machine.
    const pool = createCompilePool({ size: 1, file, taskTimeoutMs: 3000 });
    try {
      const hung = pool.compile({ description: "hang" }, "mallory");
      const next = pool.compile({ description: "a fox" }, "alice");
      await expect(hung).rejects.toMatchObject({ code: "unavailable", message: COMPILE_TIMEOUT_MESSAGE });
      expect(await next).toEqual({ echo: "a fox" });
    } finally {
      error.mockRestore();
      await pool.close();
    }
  });

  it("serves clients in turns: one client's burst does not hold another's request behind it (24.5)", async () => {
    const file = fakeWorker(
      "echo.mjs",
      `parentPort.on("message", ({ id, job }) => setTimeout(() => parentPort.postMessage({ id, result: job.input.description }), 20));`,
    );
    const pool = createCompilePool({ size: 1, file, maxQueuedPerClient: 8 });
    const done: string[] = [];
    try {
      const burst = Array.from({ length: 6 }, (_, i) =>
        pool.compile({ description: `m${i}` }, "mallory").then((d) => void done.push(String(d))),
      );
      const alice = pool.compile({ description: "alice" }, "alice").then((d) => void done.push(String(d)));
      await Promise.all([...burst, alice]);
      // Alice's one task is served after at most one more of mallory's, not after all six.
      expect(done.indexOf("alice")).toBeLessThanOrEqual(2);
      // And a client's queue is bounded: the ninth waiting task is refused at once.
      const flood = Array.from({ length: 10 }, (_, i) => pool.compile({ description: `f${i}` }, "flood"));
      const settled = await Promise.allSettled(flood);
      expect(settled.filter((r) => r.status === "rejected")).toHaveLength(1);
      expect(settled.find((r) => r.status === "rejected")).toMatchObject({
        reason: { code: "rate_limited", message: COMPILE_QUEUE_FULL_MESSAGE },
      });
    } finally {
      await pool.close();
    }
  });

  it.runIf(process.platform === "linux")(
    "runs its workers below the request thread's CPU priority, so a busy pool cannot starve the event loop (24.1)",
    async () => {
      const self = currentThreadId()!;
      const before = os.getPriority(self);
      const niceBefore = countNice(threadNices(), WORKER_NICE);
      const input = { description: "A heron waits in the reeds at dawn." };
      const pool = createCompilePool({ size: 2, file: built() });
      try {
        // Two tasks at once start both workers; each lowers its own thread at its start.
        await Promise.all([pool.compile(input, "a"), pool.judge("shot ".repeat(900), "b")]);
        expect(WORKER_NICE).toBe(19);
        expect(countNice(threadNices(), WORKER_NICE) - niceBefore).toBe(2);
        // The request thread keeps its priority.
        expect(os.getPriority(self)).toBe(before);
        expect(threadNices().get(self)).toBe(before);
      } finally {
        await pool.close();
      }
      // nice: 0 leaves the workers at the server's priority.
      const level = createCompilePool({ size: 1, file: built(), nice: 0 });
      try {
        await level.compile(input, "a");
        expect(countNice(threadNices(), WORKER_NICE)).toBe(niceBefore);
      } finally {
        await level.close();
      }
    },
  );

  it("compiles in-process outside production (COMPILE_WORKERS unset, NODE_ENV=test)", async () => {
    const input = { description: "Two kids fly a red kite on a windy beach." };
    expect(await compileSceneOffThread(input)).toEqual(compileScene(input));
  });
});
