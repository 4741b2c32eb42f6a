#!/usr/bin/env node
// Reproducible installs: a fresh `npm install` must leave package-lock.json as committed, and the
// installed tree must satisfy it (`npm ls` clean). The lockfile is re-resolved in a scratch copy so the
// check never rewrites the project's own files.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** The workspaces' package.json files (patterns "dir" or "dir/*"): they are part of the resolve. */
function workspaceManifests(dir) {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  return workspaces.flatMap((pattern) => {
    const dirs = pattern.endsWith("/*")
      ? fs
          .readdirSync(path.join(dir, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => path.join(pattern.slice(0, -2), d.name))
      : [pattern];
    return dirs.map((d) => path.join(d, "package.json")).filter((f) => fs.existsSync(path.join(dir, f)));
  });
}
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-lock-"));
try {
  for (const f of ["package.json", "package-lock.json", ".npmrc", ...workspaceManifests(root)]) {
    if (!fs.existsSync(path.join(root, f))) continue;
    fs.mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(scratch, f));
  }
  const npm = (args, cwd) => spawnSync("npm", args, { cwd, encoding: "utf8", env: process.env });
  const resolve = npm(
    ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"],
    scratch,
  );
  if (resolve.status !== 0) {
    console.error(resolve.stderr);
    process.exit(1);
  }
  const before = fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
  const after = fs.readFileSync(path.join(scratch, "package-lock.json"), "utf8");
  if (before !== after) {
    console.error(
      "package-lock.json is not stable: a fresh `npm install` would rewrite it. Run `npm install` and commit it.",
    );
    process.exit(1);
  }
  const ls = npm(["ls", "--all"], root);
  if (ls.status !== 0) {
    console.error(
      ls.stdout
        .split("\n")
        .filter((l) => /invalid|missing|ERR/.test(l))
        .join("\n") || ls.stderr,
    );
    process.exit(1);
  }
  console.log("package-lock.json is stable and `npm ls` is clean");
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
