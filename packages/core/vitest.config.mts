import path from "node:path";
import { defineConfig } from "vitest/config";

// The package's own tests (`npm test -w @promptreel/core`): its sources re-export the app's lib/,
// so `@/` resolves to the repository root as in the app.
const repoRoot = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@promptreel\/core$/, replacement: path.resolve(import.meta.dirname, "src/index.ts") },
      { find: /^@promptreel\/core\/(.+)$/, replacement: path.resolve(import.meta.dirname, "src/$1.ts") },
      { find: /^@\//, replacement: `${repoRoot}/` },
    ],
  },
  test: {
    name: "core",
    root: import.meta.dirname,
    include: ["test/**/*.test.ts"],
    environment: "node",
    allowOnly: false,
    // The tarball test builds, packs and runs the package: run the files one after another.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
