// `npm pack` gives a tarball that works on its own: packed (which builds dist/), extracted into a
// scratch directory away from the repository with only the declared dependencies beside it, then
// imported by plain Node, type-checked by a consumer under Node's own module resolution, and its CLI
// run: compile + export a description, list targets, usage and refusals with their exit codes.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const pkgDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(pkgDir, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));

let scratch: string;
let installed: string;
let files: string[];

const run = (cmd: string, args: string[], cwd: string, input?: string) =>
  spawnSync(cmd, args, { cwd, encoding: "utf8", input, env: { ...process.env, NO_COLOR: "1" } });
const cli = (...args: string[]) =>
  run(process.execPath, [path.join(installed, "bin/promptreel.mjs"), ...args], scratch);

beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-core-pack-"));
  const packed = run("npm", ["pack", "--json", "--pack-destination", scratch], pkgDir);
  expect(packed.status, packed.stderr).toBe(0);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[$/m)));
  files = info.files.map((f: { path: string }) => f.path);
  installed = path.join(scratch, "node_modules", "@promptreel", "core");
  fs.mkdirSync(installed, { recursive: true });
  const untar = run(
    "tar",
    ["-xzf", path.join(scratch, info.filename), "-C", installed, "--strip-components=1"],
    scratch,
  );
  expect(untar.status, untar.stderr).toBe(0);
  // Only the declared dependencies, as an install would place them (linked from the repo's copies).
  for (const dep of Object.keys(pkg.dependencies))
    fs.symlinkSync(path.join(repoRoot, "node_modules", dep), path.join(scratch, "node_modules", dep), "dir");
});

afterAll(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe("the packed tarball", () => {
  it("holds the build, the CLI and the README, no sources or tests", () => {
    expect(files).toContain("dist/index.js");
    expect(files).toContain("dist/index.d.ts");
    expect(files).toContain("bin/promptreel.mjs");
    expect(files).toContain("README.md");
    expect(files.filter((f) => /^(src|test|scripts)\//.test(f))).toEqual([]);
    // Declarations name no project alias: they stand alone.
    const aliased = files.filter(
      (f) => f.endsWith(".d.ts") && /from "@\//.test(fs.readFileSync(path.join(installed, f), "utf8")),
    );
    expect(aliased).toEqual([]);
  });

  it("is imported by plain Node: compile + export a description through the entries", () => {
    const script = `
      import { compileScene, lookupTarget } from "@promptreel/core";
      import { exportDocument } from "@promptreel/core/export";
      import { checkDescription } from "@promptreel/core/policy";
      import { LIVE_TARGETS } from "@promptreel/core/catalog";
      const description = "A red fox trots across a frosty meadow at dawn.";
      if (!checkDescription(description).valid) throw new Error("policy");
      const doc = compileScene({ description });
      const found = lookupTarget("veo-3.1");
      const result = exportDocument(doc, found.spec, { aspectRatio: "9:16" });
      console.log(JSON.stringify({ live: LIVE_TARGETS.length, text: result.clips[0].text, ar: result.clips[0].parameters.aspectRatio }));
    `;
    fs.writeFileSync(path.join(scratch, "use.mjs"), script);
    const r = run(process.execPath, ["use.mjs"], scratch);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.live).toBeGreaterThan(5);
    expect(out.text.toLowerCase()).toContain("fox");
    expect(out.ar).toBe("9:16");
  });

  it("is tree-shakable: a bundler keeps only what a consumer imports from the main entry", async () => {
    fs.writeFileSync(
      path.join(scratch, "shake.mjs"),
      'import { LIVE_TARGETS } from "@promptreel/core";\nconsole.log(LIVE_TARGETS.length);\n',
    );
    const result = await build({
      absWorkingDir: scratch,
      entryPoints: ["shake.mjs"],
      bundle: true,
      minify: true,
      write: false,
      format: "esm",
      platform: "browser",
      metafile: true,
      outfile: "out.js",
      logLevel: "silent",
    });
    const [output] = Object.values(result.metafile.outputs);
    const kept = Object.entries(output.inputs)
      .filter(([, v]) => v.bytesInOutput > 0)
      .map(([file]) => file);
    // The catalog alone: no compiler (compromise, tinyld), no schema (zod), no policy word lists.
    expect(kept.filter((f) => /node_modules\/(compromise|tinyld|zod)\//.test(f))).toEqual([]);
    expect(output.bytes).toBeLessThan(60_000);
  });

  it("type-checks in a consumer under Node's module resolution", () => {
    fs.writeFileSync(
      path.join(scratch, "use.mts"),
      `import { compileScene, type PromptDocument } from "@promptreel/core";
       import { exportDocument, lookupTarget, type ExportResult } from "@promptreel/core/export";
       const doc: PromptDocument = compileScene({ description: "A fox at dawn.", duration: 8 });
       const found = lookupTarget("veo-3.1");
       const result: ExportResult | null = found.ok ? exportDocument(doc, found.spec) : null;
       const text: string | undefined = result?.clips[0]?.text;
       // @ts-expect-error: a duration the schema does not allow
       compileScene({ description: "x", duration: 7 });
       export { text };\n`,
    );
    fs.writeFileSync(
      path.join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          module: "nodenext",
          moduleResolution: "nodenext",
          target: "es2022",
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ["use.mts"],
      }),
    );
    const tsc = run(
      process.execPath,
      [path.join(repoRoot, "node_modules/typescript/bin/tsc"), "-p", "."],
      scratch,
    );
    expect(tsc.stdout + tsc.stderr).toBe("");
    expect(tsc.status).toBe(0);
  });

  it("CLI: prints the export for a target", () => {
    const r = cli("A red fox trots across a frosty meadow at dawn.", "--target", "veo-3.1");
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.toLowerCase()).toContain("fox");
    expect(r.stdout).toMatch(/Lint: \d+\/100/);
  });

  it("CLI: --json prints the export result, stdin with -", () => {
    const r = run(
      process.execPath,
      [path.join(installed, "bin/promptreel.mjs"), "-", "--target", "kling-3", "--json"],
      scratch,
      "A fox at dawn, slow dolly in.",
    );
    expect(r.status, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout);
    expect(result.target).toBe("kling-3");
    expect(result.clips.length).toBeGreaterThan(0);
  });

  it("CLI: --list-targets, as text and JSON", () => {
    const text = cli("--list-targets");
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^veo-3\.1 /m);
    const json = cli("--list-targets", "--json");
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).map((t: { id: string }) => t.id)).toContain("veo-3.1");
  });

  it("CLI: help exits 0; usage errors exit 2; refusals exit 1", () => {
    const help = cli("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: promptreel");
    expect(cli().status).toBe(2);
    const noTarget = cli("A fox at dawn.");
    expect(noTarget.status).toBe(2);
    expect(noTarget.stderr).toContain("--target");
    expect(cli("A fox at dawn.", "--target", "veo-3.1", "--duration", "7").status).toBe(2);
    expect(cli("A fox at dawn.", "--bogus").status).toBe(2);
    const unknown = cli("A fox at dawn.", "--target", "no-such-model");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('Unknown target "no-such-model"');
    const refused = cli("abc", "--target", "veo-3.1");
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("Content not allowed");
  });
});
