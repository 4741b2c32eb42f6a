import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = [
  // The workspace package's entries resolve to its sources (its package.json points at the build).
  {
    find: /^@promptreel\/core$/,
    replacement: path.resolve(import.meta.dirname, "packages/core/src/index.ts"),
  },
  {
    find: /^@promptreel\/core\/(.+)$/,
    replacement: path.resolve(import.meta.dirname, "packages/core/src/$1.ts"),
  },
  { find: /^@\//, replacement: `${path.resolve(import.meta.dirname)}/` },
  // `server-only` throws outside React Server Components; tests run lib code directly.
  { find: /^server-only$/, replacement: path.resolve(import.meta.dirname, "tests/support/empty-module.ts") },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // A focused test (.only) would silently skip the rest of the suite: refuse it everywhere, not only in CI.
    allowOnly: false,
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // One database per run, shared by the files: run them one after another.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Production instances behind nginx: needs the build, so `npm test` runs it after `next build`.
        resolve: { alias },
        test: {
          name: "scale",
          include: ["tests/scale/**/*.test.ts"],
          environment: "node",
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
