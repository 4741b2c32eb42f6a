// The package promises to be browser-safe and framework-free: every entry's whole module graph
// (the project's files and the npm packages they pull in) is bundled for the browser here, and
// must reach no Node built-in, no Next, React or Prisma, no server-only module. The build's own
// npm imports must be exactly the package's declared dependencies, at the app's versions.
import { builtinModules } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { describe, expect, it } from "vitest";
import { buildJs, ENTRIES } from "../scripts/build.mjs";

const pkgDir = path.resolve(import.meta.dirname, "..");
const repoRoot = path.resolve(pkgDir, "../..");
const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
const rootPkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8"));

const FORBIDDEN_PACKAGES =
  /(^|\/)node_modules\/(next|@next|react|react-dom|@prisma|prisma|pg|server-only|next-auth)\//;
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Bundles one file for the browser; returns the files it reads and the Node built-ins it asks for. */
async function browserGraph(file: string) {
  const builtins: string[] = [];
  const recordBuiltins: Plugin = {
    name: "record-builtins",
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (!BUILTINS.has(args.path)) return undefined;
        builtins.push(`${args.path} (from ${path.relative(repoRoot, args.importer)})`);
        return { path: args.path, external: true };
      });
    },
  };
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: "browser",
    format: "esm",
    tsconfig: path.join(repoRoot, "tsconfig.json"),
    metafile: true,
    logLevel: "silent",
    plugins: [recordBuiltins],
    outfile: "out.js",
  });
  return { inputs: Object.keys(result.metafile.inputs), builtins };
}

/** What breaks the promise: Node built-ins, forbidden packages, project files outside the domain. */
function violations({ inputs, builtins }: { inputs: string[]; builtins: string[] }) {
  const own = inputs.filter((i) => !i.includes("node_modules/"));
  return [
    ...builtins,
    ...inputs.filter((i) => FORBIDDEN_PACKAGES.test(i)),
    ...own.filter((i) => !/^(lib\/(scene|targets|content-policy)\/|packages\/core\/src\/)/.test(i)),
  ];
}

describe("browser-safe module graph", () => {
  for (const entry of ENTRIES) {
    it(`${entry}: no Node built-ins, no Next, React or Prisma, nothing from the app or server`, async () => {
      expect(violations(await browserGraph(path.join(pkgDir, "src", `${entry}.ts`)))).toEqual([]);
    });
  }

  it("catches a Node built-in and a server module (the check itself works)", async () => {
    const probe = path.join(pkgDir, "test", ".probe.ts");
    fs.writeFileSync(probe, 'export { readFileSync } from "node:fs";\nexport * from "@/lib/log";\n');
    try {
      const found = violations(await browserGraph(probe));
      expect(found.some((v) => v.startsWith("node:fs"))).toBe(true);
      expect(found).toContain("lib/log.ts");
    } finally {
      fs.rmSync(probe, { force: true });
    }
  });

  it("imports exactly its declared npm dependencies, at the app's versions", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-core-deps-"));
    try {
      const meta = await buildJs(out);
      const imported = new Set<string>();
      for (const o of Object.values(meta.outputs))
        for (const imp of o.imports)
          if (imp.external)
            imported.add(
              imp.path.startsWith("@") ? imp.path.split("/").slice(0, 2).join("/") : imp.path.split("/")[0],
            );
      expect([...imported].sort()).toEqual(Object.keys(pkg.dependencies).sort());
      for (const [name, version] of Object.entries(pkg.dependencies))
        expect(version).toBe(rootPkg.dependencies[name]);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});
