import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { createTestDatabase } from "../support/test-database.mjs";
import { startTcpProxy } from "../support/tcp-proxy";

// Fault tests against the production build and server (scripts/serve.mjs, which answers the liveness
// check itself and hands everything else to Next): the app reaches its database through a TCP proxy
// the test controls. Runs its own server (not the shared demo one) on a separate port.
const PORT = Number(process.env.E2E_FAULT_PORT ?? 3219);
const base = `http://127.0.0.1:${PORT}`;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

async function startServer(): Promise<ChildProcess> {
  const url = new URL(database.url);
  const target = Number(url.port || 5432);
  proxy ??= await startTcpProxy(target);
  url.host = `127.0.0.1:${proxy.port}`;
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOSTNAME_BIND: "127.0.0.1",
      PROMPTREEL_PEER_HEADER: "x-promptreel-peer-fault-test",
      DATABASE_URL: url.toString(),
      DB_POOL_MAX: database.kind === "pglite" ? "1" : "4",
      AUTH_SECRET: "fault-test-secret-0123456789abcdefghij",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PROMPTREEL_EMBEDDED_DB: "0",
    },
    stdio: "ignore",
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("fault-test server did not start");
}

test.describe("faults", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async () => {
    database = await createTestDatabase("fault");
  });

  test.afterAll(async () => {
    await proxy?.close();
    await database?.drop();
  });

  test("database outage gives 503 with a message, and the app recovers by itself", async () => {
    const server = await startServer();
    try {
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      proxy.down();
      const down = await fetch(`${base}/api/health`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ message: expect.stringMatching(/unreachable|unavailable/i) });
      const notReady = await fetch(`${base}/api/health/ready`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ reason: "database_unreachable" });
      proxy.up();
      await expect
        .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 20_000 })
        .toBe(200);
    } finally {
      server.kill("SIGKILL");
    }
  });

  test("SIGTERM finishes the in-flight request before the process exits", async () => {
    const server = await startServer();
    const exited = new Promise<number | null>((resolve) => server.on("exit", (code) => resolve(code)));
    proxy.hold();
    // Readiness goes through Next and waits for the database the proxy holds.
    const inFlight = fetch(`${base}/api/health/ready`);
    await new Promise((r) => setTimeout(r, 300));
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    proxy.release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await exited).not.toBeNull();
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
