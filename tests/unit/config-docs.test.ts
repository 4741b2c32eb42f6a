import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_DOCS, envSchema, SCRIPT_ENV_DOCS } from "@/lib/env";
import { CONFIG_DOCS_PATH, configurationMarkdown } from "@/scripts/gen-config-docs";

const root = path.resolve(import.meta.dirname, "../..");

/** Every file under `dir` (relative to the repository) whose name ends in one of `exts`. */
function sourceFiles(dir: string, exts: string[]): string[] {
  const full = path.join(root, dir);
  if (!fs.statSync(full).isDirectory()) return [dir];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : sourceFiles(rel, exts);
    return exts.some((x) => e.name.endsWith(x)) ? [rel] : [];
  });
}

describe("docs/configuration.md", () => {
  it("is what scripts/gen-config-docs.ts writes from lib/env.ts (else run `npm run docs:config`)", async () => {
    const committed = fs.readFileSync(CONFIG_DOCS_PATH, "utf8");
    expect(committed, "docs/configuration.md is out of date: run `npm run docs:config`").toBe(
      await configurationMarkdown(),
    );
  });

  it("describes exactly the variables of envSchema", () => {
    expect(Object.keys(ENV_DOCS).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("documents every variable the server and the scripts read from process.env", () => {
    const documented = new Set([
      ...Object.keys(ENV_DOCS),
      ...SCRIPT_ENV_DOCS.flatMap((d) => d.name.split(", ")),
    ]);
    const files = ["app", "lib", "scripts", "proxy.ts", "next.config.mjs"].flatMap((d) =>
      sourceFiles(d, [".ts", ".tsx", ".mjs"]),
    );
    const read = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(path.join(root, f), "utf8");
      for (const m of text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[["']([A-Z][A-Z0-9_]*)["']\])/g))
        read.add(m[1] ?? m[2]);
      for (const m of text.matchAll(/hours\("([A-Z][A-Z0-9_]*)"/g)) read.add(m[1]);
    }
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });
});
