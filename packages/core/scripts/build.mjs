#!/usr/bin/env node
// Builds @promptreel/core into dist/: one ESM file per entry (src/*.ts) with shared chunks, the
// project's `@/lib/...` aliases resolved and bundled in, npm dependencies left as imports; and the
// type declarations (tsc), their aliases rewritten to relative paths so the tarball stands alone.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import ts from "typescript";

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(pkgDir, "../..");
const dist = path.join(pkgDir, "dist");
const typesDir = path.join(dist, "types");

/** The public entries: src/<name>.ts -> dist/<name>.js + dist/<name>.d.ts. */
export const ENTRIES = ["index", "schema", "compiler", "catalog", "export", "lint", "policy"];

/** Bundles the entries' JavaScript; returns esbuild's metafile (the module graph). */
export async function buildJs(outdir = dist) {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [e, path.join(pkgDir, "src", `${e}.ts`)])),
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    // npm dependencies stay imports (declared in package.json); only the project's own code is bundled.
    packages: "external",
    tsconfig: path.join(repoRoot, "tsconfig.json"),
    chunkNames: "chunks/[name]-[hash]",
    legalComments: "none",
    metafile: true,
    logLevel: "error",
  });
  return result.metafile;
}

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"']+)\2/g;

/** Rewrites a declaration file's `@/...` and extensionless relative imports to `./x.js` paths. */
function rewriteDeclaration(file) {
  const text = fs.readFileSync(file, "utf8");
  const out = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    let base;
    if (spec.startsWith("@/")) base = path.join(typesDir, spec.slice(2));
    else if (spec.startsWith(".")) base = path.resolve(path.dirname(file), spec);
    else return whole;
    const target = fs.existsSync(`${base}.d.ts`)
      ? `${base}.js`
      : fs.existsSync(path.join(base, "index.d.ts"))
        ? path.join(base, "index.js")
        : null;
    if (!target) throw new Error(`${path.relative(dist, file)}: cannot resolve "${spec}"`);
    let rel = path.relative(path.dirname(file), target).split(path.sep).join("/");
    if (!rel.startsWith(".")) rel = `./${rel}`;
    return `${lead}${quote}${rel}${quote}`;
  });
  fs.writeFileSync(file, out);
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? walk(p) : [p];
  });
}

/** Emits declarations for the entries and everything they reach, then makes them self-contained. */
export function buildTypes() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, "tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  const options = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    incremental: false,
    tsBuildInfoFile: undefined,
    plugins: [],
    rootDir: repoRoot,
    outDir: typesDir,
  };
  const program = ts.createProgram({
    rootNames: ENTRIES.map((e) => path.join(pkgDir, "src", `${e}.ts`)),
    options,
  });
  const emitted = program.emit();
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  if (diagnostics.length) {
    const host = {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: () => repoRoot,
      getNewLine: () => "\n",
    };
    throw new Error(ts.formatDiagnostics(diagnostics, host));
  }
  for (const file of walk(typesDir)) if (file.endsWith(".d.ts")) rewriteDeclaration(file);
  for (const e of ENTRIES)
    fs.writeFileSync(path.join(dist, `${e}.d.ts`), `export * from "./types/packages/core/src/${e}.js";\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  fs.rmSync(dist, { recursive: true, force: true });
  await buildJs();
  buildTypes();
  console.log(`[@promptreel/core] dist/ built in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}
