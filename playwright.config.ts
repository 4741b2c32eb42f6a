import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./bench/support/chromium.mjs";
import { E2E_SITE_ENV, e2ePort } from "./tests/support/e2e-site.mjs";

// One fresh demo-mode instance per run: its own data directory (embedded database, uploads),
// removed by the global teardown. The config is evaluated in the runner first, so the directory
// chosen here is inherited by the workers through the environment.
const port = e2ePort();
const pglitePort = Number(process.env.E2E_PGLITE_PORT ?? 54399);
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-e2e-"));
// The embedded database asks for its secret (scripts/embedded-db.mjs): one per run, given to the server.
process.env.E2E_PGLITE_PASSWORD ??= crypto.randomBytes(18).toString("base64url");
process.env.E2E_DATABASE_URL ??= `postgresql://postgres:${process.env.E2E_PGLITE_PASSWORD}@127.0.0.1:${pglitePort}/postgres?sslmode=disable`;
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalTeardown: "./tests/support/e2e-global-teardown.ts",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${process.env.E2E_BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      PGLITE_PORT: String(pglitePort),
      PGLITE_PASSWORD: process.env.E2E_PGLITE_PASSWORD,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      // Request lines would drown the test report; warnings and errors still show.
      LOG_LEVEL: "warn",
      RATE_LIMITS: "off",
      // Slow-body tests (hostile-input) wait for the server's body timeout: keep it short here.
      REQUEST_BODY_TIMEOUT_MS: "4000",
      ...E2E_SITE_ENV,
    },
  },
});
