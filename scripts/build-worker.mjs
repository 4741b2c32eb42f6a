#!/usr/bin/env node
// Bundles the scene compiler's worker (lib/scene/compile-worker.ts) into one ESM file that a
// worker thread can load: .next/promptreel/compile-worker.mjs. Run after `next build` (npm run build,
// scripts/start.mjs and npm test do); takes well under a second.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_BUNDLE = path.join(root, ".next", "promptreel", "compile-worker.mjs");

/** Bundles the worker into `outfile` (default: where the production server loads it from). */
export async function buildWorker(outfile = WORKER_BUNDLE) {
  await build({
    entryPoints: [path.join(root, "lib", "scene", "compile-worker.ts")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node26",
    minify: true,
    legalComments: "none",
    logLevel: "error",
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWorker();
  console.log(`[build-worker] ${path.relative(root, WORKER_BUNDLE)}`);
}
