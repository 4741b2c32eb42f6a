import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// scripts/check-cycles.mjs (a step of npm test) on scratch trees.
function check(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-cycles-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const r = spawnSync(process.execPath, ["scripts/check-cycles.mjs", dir], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true, force: true });
  return r;
}

describe("import-cycle check", { timeout: 60_000 }, () => {
  it("finds a cycle made of a type-only import and a value import, through the @/ alias", () => {
    const r = check({
      "lib/a.ts": 'import type { B } from "@/lib/b";\nexport type A = B;\nexport const a = 1;\n',
      "lib/b.ts": 'import { a } from "./a";\nexport type B = number;\nexport const b = a;\n',
      "lib/c.ts": 'import { b } from "@/lib/b";\nexport const c = b;\n',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("Import cycles (1):");
    expect(r.stderr).toMatch(/lib\/[ab]\.ts <-> lib\/[ab]\.ts/);
    expect(r.stderr).not.toContain("lib/c.ts");
  });

  it("follows the workspace package's entries (@promptreel/core re-exports lib/)", () => {
    const r = check({
      "packages/core/src/export.ts": 'export * from "@/lib/export";\n',
      "lib/export.ts": 'import { rule } from "./rule";\nexport const run = () => rule;\n',
      "lib/rule.ts":
        'import type { run } from "@promptreel/core/export";\nexport const rule = 1 as unknown as typeof run;\n',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("packages/core/src/export.ts");
  });

  it("passes a tree without cycles; a lazy import() does not count", () => {
    const r = check({
      "lib/a.ts": 'export const load = () => import("./b");\n',
      "components/b.tsx": 'import { load } from "@/lib/a";\nexport const b = load;\n',
      "lib/b.ts": 'export { b } from "@/components/b";\n',
    });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
