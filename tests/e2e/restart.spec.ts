import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Demo mode keeps its data: a second `npm start` on the same data directory finds what the first
// one stored (the embedded database is flushed on SIGTERM).
const PORT = Number(process.env.E2E_RESTART_PORT ?? 3218);
const PGLITE_PORT = Number(process.env.E2E_RESTART_PGLITE_PORT ?? 54398);
const base = `http://127.0.0.1:${PORT}`;

async function startDemo(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PGLITE_PORT: String(PGLITE_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SKIP_BUILD: "1",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  return child;
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

test("stopping and starting again keeps the data", async () => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-restart-"));
  try {
    let server = await startDemo(dataDir);
    const message = `Restart check ${Date.now()}`;
    const created = await fetch(`${base}/api/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message, feedbackType: "other" }),
    });
    expect(created.status).toBe(201);
    await stop(server);

    server = await startDemo(dataDir);
    try {
      const pg = await import("pg");
      const client = new pg.default.Client({
        // The embedded database's port asks for the secret generated under the data directory.
        connectionString: `postgresql://postgres:${encodeURIComponent(
          fs.readFileSync(path.join(dataDir, "pglite-password"), "utf8").trim(),
        )}@127.0.0.1:${PGLITE_PORT}/postgres?sslmode=disable`,
      });
      await client.connect();
      const rows = await client.query("SELECT message FROM feedback WHERE message = $1", [message]);
      await client.end();
      expect(rows.rowCount).toBe(1);
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
