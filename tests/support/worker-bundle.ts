// The compile pool's real worker bundle (scripts/build-worker.mjs), built once per test file into a
// temporary directory, and worker scripts of a test's own for the failure paths the bundle never takes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildWorker } from "../../scripts/build-worker.mjs";

export function withWorkerBundle(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  let bundle = "";
  beforeAll(async () => {
    bundle = await buildWorker(path.join(dir, "compile-worker.mjs"));
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    /** The built bundle's path (after the file's beforeAll). */
    bundle: () => bundle,
    /** A worker script of the test's own: it dies, answers an error, or hangs. */
    fakeWorker(name: string, body: string) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, `import { parentPort } from "node:worker_threads";\n${body}\n`);
      return file;
    },
  };
}
