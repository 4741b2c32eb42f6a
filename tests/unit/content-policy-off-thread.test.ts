import { describe, expect, it, vi } from "vitest";
import { withWorkerBundle } from "../support/worker-bundle";
import { findPolicyTerms } from "@/lib/content-policy";
import {
  COMPILE_QUEUE_FULL_MESSAGE,
  createCompilePool,
  findPolicyTermsOffThread,
  POLICY_OFF_THREAD_MIN,
  POLICY_QUEUE_FULL_MESSAGE,
  POLICY_TIMEOUT_MESSAGE,
  POOL_BUSY_MESSAGE,
} from "@/lib/scene/compile-pool";
import { POLICY_SETS } from "../fixtures/policy-corpus/sets";

// Issue 24, finding 1: a long text (a 64 kB share) is judged off the event loop, in the compiler's worker
// pool (lib/scene/compile-pool.ts), with the verdict the in-thread check gives; short texts stay on the
// thread; and the work waiting for the pool is bounded (per client: 429, in all: 503).

const { bundle: built, fakeWorker } = withWorkerBundle("policy-pool");

// Runner timeouts for large texts and worker starts on a shared machine, not speed assertions.
const SLOW = 120_000;

const CASES = POLICY_SETS.flatMap((set) => set.cases.map((c) => c.text));

/** Cases joined into texts of about `size` characters, a line each, as a share's fields are. */
function documents(size: number): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const text of CASES) {
    current.push(text);
    length += text.length + 1;
    if (length >= size) {
      out.push(current.join("\n"));
      current = [];
      length = 0;
    }
  }
  if (current.length) out.push(current.join("\n"));
  return out;
}

const HOSTILE = [
  "shot ".repeat(12_700),
  "shot him beat her ".repeat(3_600),
  "a b ".repeat(16_000),
  "f*ck k*i*l*l ".repeat(5_000),
  "immigrants are drunk drive rolling a joint his face ripped off ".repeat(1_000),
  "KillEveryone SexyTime ".repeat(2_900),
  `${"skill ".repeat(5_000)}${"a".repeat(20_000)}kill`,
];

describe("the content policy in the worker pool", () => {
  it(
    "gives the in-thread verdict for every corpus case, for long texts of joined cases and for hostile 64 kB texts",
    async () => {
      const pool = createCompilePool({
        size: 2,
        file: built(),
        maxQueued: 10_000,
        maxQueuedPerClient: 10_000,
      });
      try {
        const texts = [...CASES, ...documents(8_000), ...documents(60_000), ...HOSTILE];
        expect(texts.some((t) => findPolicyTerms(t).keywords.length > 0)).toBe(true);
        const verdicts = await Promise.all(texts.map((t) => pool.judge(t)));
        verdicts.forEach((v, i) => expect(v, texts[i].slice(0, 80)).toEqual(findPolicyTerms(texts[i])));
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    "judges texts of POLICY_OFF_THREAD_MIN characters or more in the pool, shorter ones on the thread",
    async () => {
      // A worker whose verdict no real check gives: it shows which path judged the text.
      const pool = createCompilePool({
        size: 1,
        file: fakeWorker(
          "marker.mjs",
          `parentPort.on("message", ({ id, job }) => parentPort.postMessage({ id, result: { keywords: ["from the worker"], themes: [job.kind] } }));`,
        ),
      });
      try {
        const sentence = "He stabbed the guard. A fox runs through the snow at dawn. ";
        const long = sentence
          .repeat(Math.ceil(POLICY_OFF_THREAD_MIN / sentence.length))
          .slice(0, POLICY_OFF_THREAD_MIN);
        const short = long.slice(0, POLICY_OFF_THREAD_MIN - 1);
        expect(await findPolicyTermsOffThread(long, "alice", pool)).toEqual({
          keywords: ["from the worker"],
          themes: ["policy"],
        });
        expect(await findPolicyTermsOffThread(short, "alice", pool)).toEqual(findPolicyTerms(short));
        expect(findPolicyTerms(short).keywords).toEqual(["stabbed"]);
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    "without a pool, judges a long text on the thread in slices, with the same verdict",
    async () => {
      for (const text of [...documents(60_000).slice(0, 2), HOSTILE[0]]) {
        expect(await findPolicyTermsOffThread(text, "alice", null)).toEqual(findPolicyTerms(text));
      }
    },
    SLOW,
  );

  it(
    "judges in-process what a dying worker took: the same verdict, never lost",
    async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const pool = createCompilePool({
        size: 1,
        file: fakeWorker("dies.mjs", `parentPort.on("message", () => process.exit(1));`),
      });
      try {
        const text = `${"A red fox runs through the snow at dawn. ".repeat(60)}Then he stabbed the guard.`;
        expect(await pool.judge(text)).toEqual(findPolicyTerms(text));
        expect(findPolicyTerms(text).keywords).toEqual(["stabbed"]);
      } finally {
        error.mockRestore();
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    "refuses a check past its time limit with the policy's message (503), never judging it on the thread",
    async () => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const pool = createCompilePool({
        size: 1,
        file: fakeWorker("hangs.mjs", `parentPort.on("message", () => { for (;;); });`),
        taskTimeoutMs: 1_000,
      });
      try {
        await expect(pool.judge("x".repeat(3_000))).rejects.toMatchObject({
          code: "unavailable",
          message: POLICY_TIMEOUT_MESSAGE,
        });
      } finally {
        error.mockRestore();
        await pool.close();
      }
    },
    SLOW,
  );

  it(
    "bounds the waiting work: per client (429, each kind with its message) and for all clients together (503)",
    async () => {
      const file = fakeWorker(
        "echo.mjs",
        `parentPort.on("message", ({ id, job }) => setTimeout(() => parentPort.postMessage({ id, result: job.text ?? "compiled" }), 20));`,
      );
      const pool = createCompilePool({ size: 1, file, maxQueuedPerClient: 3, maxQueued: 5 });
      try {
        // Everything below is asked for in one turn of the loop: one task runs, the others wait.
        const accepted = [pool.judge("first", "mallory")];
        accepted.push(...[1, 2, 3].map((i) => pool.judge(`m${i}`, "mallory")));
        // Mallory's fourth waiting task, a check or a compile, is refused at once: 429.
        const mallory4 = pool.judge("m4", "mallory");
        const malloryCompile = pool.compile({ description: "A fox runs." }, "mallory");
        // Others may queue until five wait in all; the sixth waiting task of anyone is refused: 503.
        accepted.push(pool.judge("o1", "oscar"), pool.judge("t1", "trudy"));
        const eve = pool.judge("e1", "eve");
        await expect(mallory4).rejects.toMatchObject({
          code: "rate_limited",
          message: POLICY_QUEUE_FULL_MESSAGE,
        });
        await expect(malloryCompile).rejects.toMatchObject({
          code: "rate_limited",
          message: COMPILE_QUEUE_FULL_MESSAGE,
        });
        await expect(eve).rejects.toMatchObject({
          code: "unavailable",
          message: POOL_BUSY_MESSAGE,
          headers: { "Retry-After": "5" },
        });
        expect(await Promise.all(accepted)).toEqual(["first", "m1", "m2", "m3", "o1", "t1"]);
        // Once the queue has drained, eve is served.
        expect(await pool.judge("e1", "eve")).toBe("e1");
      } finally {
        await pool.close();
      }
    },
    SLOW,
  );
});
