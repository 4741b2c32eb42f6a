import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/generate-scene/route";
import { db } from "@/lib/db/client";
import {
  COMPILE_QUEUE_FULL_MESSAGE,
  createCompilePool,
  POOL_BUSY_MESSAGE,
  replaceSharedPool,
} from "@/lib/scene/compile-pool";
import { newClient, postScene } from "../support/generate-scene-client";

// A generation the compile pool refuses for load (its queue is full: 429 for one client, 503 for all)
// generated nothing and writes no analytics row, like the rate limiter's 429 (issue 24.5; the load
// bench's analytics_rows_match_successes). A compile that ran and failed still writes its failed row.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "generate-scene-pool-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const release = path.join(dir, "release");
/** A worker that holds each task until `release` exists, then fails it (a compiler error). */
const holdingWorker = path.join(dir, "holds.mjs");
fs.writeFileSync(
  holdingWorker,
  `import fs from "node:fs";
import { parentPort } from "node:worker_threads";
parentPort.on("message", ({ id }) => {
  const wait = () =>
    fs.existsSync(${JSON.stringify(release)})
      ? parentPort.postMessage({ id, error: "compiler exploded" })
      : setTimeout(wait, 5);
  wait();
});
`,
);

const rowsOf = (userAgent: string) => db().promptAnalytics.findMany({ where: { userAgent } });

describe("POST /api/generate-scene when the compile pool is full (24.5)", () => {
  it("answers 429 or 503 and writes no row for a refusal; a failed compile still writes its row", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // One worker; one task of a client and two of all clients may wait.
    const pool = createCompilePool({ size: 1, file: holdingWorker, maxQueuedPerClient: 1, maxQueued: 2 });
    const previous = replaceSharedPool(pool);
    const input = { description: "A lighthouse keeper climbs the stairs at dusk." };
    const body = { description: "A paper boat drifts down a rainy street gutter.", duration: 8 };
    const [x, y, z] = [newClient(), newClient(), newClient()];
    const held: Promise<unknown>[] = [];
    try {
      // x's first task holds the worker, its second waits: x's queue is full.
      held.push(pool.compile(input, x.ip), pool.compile(input, x.ip));
      const perClient = await postScene(POST, x, body);
      expect(perClient.status).toBe(429);
      expect(perClient.json.message).toBe(COMPILE_QUEUE_FULL_MESSAGE);

      // y's task waits too: the pool's total bound is reached for every client.
      held.push(pool.compile(input, y.ip));
      const total = await postScene(POST, z, body);
      expect(total.status).toBe(503);
      expect(total.json.message).toBe(POOL_BUSY_MESSAGE);

      expect(await rowsOf(x.userAgent)).toHaveLength(0);
      expect(await rowsOf(z.userAgent)).toHaveLength(0);

      // The worker answers again, with a compiler error: a real failure keeps its failed row.
      fs.writeFileSync(release, "");
      await Promise.allSettled(held);
      const failed = await postScene(POST, z, body);
      expect(failed.status).toBe(500);
      const rows = await rowsOf(z.userAgent);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ success: false, errorMessage: "Internal error", generatedJson: null });
    } finally {
      replaceSharedPool(previous);
      await pool.close();
      error.mockRestore();
    }
  });
});
