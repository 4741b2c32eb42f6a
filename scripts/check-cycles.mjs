#!/usr/bin/env node
// Import-cycle check (a step of `npm test`): every static import and re-export between the project's
// own files (type-only ones too) forms a graph, and that graph must have no cycle. Dynamic import()
// is left out: it loads lazily and cannot deadlock module evaluation. Prints each cycle and exits 1.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// The project root; another may be given (the test of this check runs it on a scratch tree).
const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const DIRS = ["app", "components", "lib", "scripts", "proxy.ts", "packages/core/src"];
const SKIP = /(^|\/)(node_modules|generated|\.next)(\/|$)/;
const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function files(p) {
  if (SKIP.test(path.relative(root, p))) return [];
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return [];
  if (st.isDirectory()) return fs.readdirSync(p).flatMap((f) => files(path.join(p, f)));
  return SOURCE.test(p) && !p.endsWith(".d.ts") && !p.endsWith(".d.mts") ? [p] : [];
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  // The workspace package re-exports lib/ (tsconfig paths): its entries are part of the graph.
  else if (spec === "@promptreel/core") base = path.join(root, "packages/core/src/index");
  else if (spec.startsWith("@promptreel/core/")) base = path.join(root, "packages/core/src", spec.slice(17));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return null;
}

function importsOf(file) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out = [];
  for (const statement of source.statements) {
    const spec =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    const target = spec && resolve(file, spec);
    if (target) out.push(target);
  }
  return out;
}

const all = DIRS.flatMap((d) => files(path.join(root, d)));
const graph = new Map(all.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: any component of more than one file (or a file importing
// itself) is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!graph.has(w)) continue;
    if (!state.has(w)) {
      visit(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
  }
  if (state.get(v).low !== state.get(v).index) return;
  const component = [];
  let w;
  do {
    w = stack.pop();
    state.get(w).onStack = false;
    component.push(w);
  } while (w !== v);
  if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component);
}
for (const f of all) if (!state.has(f)) visit(f);

if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const c of cycles) console.error(`  ${c.map((f) => path.relative(root, f)).join(" <-> ")}`);
  process.exit(1);
}
console.log(`No import cycles among ${all.length} files.`);
