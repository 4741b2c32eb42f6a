#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure: formatting, a stable lockfile, lint,
// type-check, dead code (knip) and import cycles, migration drift, unit and integration tests (a fresh
// database each run), the @promptreel/core package's own tests, production build, two instances behind nginx, browser tests.
import { spawnSync } from "node:child_process";
import { E2E_SITE_ENV, e2ePort } from "../tests/support/e2e-site.mjs";

const steps = [
  ["format", ["npx", "prettier", "--check", "."]],
  ["lockfile", ["node", "scripts/check-lockfile.mjs"]],
  ["lint", ["npx", "eslint", ".", "--max-warnings=0"]],
  ["type-check", ["npx", "tsc", "--noEmit"]],
  // Unused files, exports, types and dependencies (knip.json), and import cycles: docs/code-health.md.
  ["dead code", ["npx", "knip", "--no-progress"]],
  ["import cycles", ["node", "scripts/check-cycles.mjs"]],
  ["migration drift", ["node", "scripts/prisma-offline.mjs", "check"]],
  ["unit + integration", ["npx", "vitest", "run", "--project", "unit", "--project", "integration"]],
  // The workspace package on its own: its API, a browser-safe module graph, the packed tarball and CLI.
  ["core package", ["npm", "test", "--workspace", "@promptreel/core"]],
  // Built with the browser tests' site settings and port, so their server serves the prerendered
  // landing (with other settings it would serve the per-request twin: lib/security/static-pages.ts).
  ["build", ["npm", "run", "build"], { ...E2E_SITE_ENV, PORT: String(e2ePort()) }],
  ["scale-out", ["npx", "vitest", "run", "--project", "scale"]],
  ["e2e", ["npx", "playwright", "test"]],
];

const only = process.argv.slice(2);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const started = Date.now();
console.log(`Node ${process.version}`);
for (const [name, [cmd, ...args], stepEnv = {}] of steps) {
  if (only.length && !only.includes(name)) continue;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...env, ...stepEnv } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed after ${secs}s`);
    process.exit(r.status ?? 1);
  }
  console.log(`✓ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
