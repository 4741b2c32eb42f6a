// A production server for one benchmark: a fresh database (the Postgres server when reachable, else
// embedded PGlite), its own data directory and port, RATE_LIMITS=off, the local engines (no OpenAI).
// `stop()` ends the server and removes the database and the directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "../../tests/support/test-database.mjs";

/** Polls `url` until it answers OK; fails if the server process exits first. */
export async function waitForHealth(url, child, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not become healthy in time");
}

/**
 * Starts `npm start`'s script (building first if the build is stale) and waits for /api/health.
 * `cwd`: another checkout of the app to serve (its own scripts/start.mjs, build and node_modules).
 */
export async function startBenchServer({ port, label, cwd = process.cwd() }) {
  const database = await createTestDatabase(label);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `promptreel-${label}-`));
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      RATE_LIMITS: "off",
      OPENAI_API_KEY: "",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
    await database.drop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/health`, server);
  } catch (e) {
    await stop();
    throw e;
  }
  return { base, database, stop };
}
