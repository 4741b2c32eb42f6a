import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Every route handler under app/ goes through the declarative wrapper, route({ sameOrigin, auth,
// gate, params, query, body }, handler) from lib/http/route.ts, and stays thin: a handler body of at
// most MAX_LINES lines, the logic living in lib/. docs/code-health.md explains the rule.

const MAX_LINES = 15;
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Routes that may answer without route(), each with the reason. Keep this list short. */
const ALLOWLIST: Record<string, string> = {
  // Serves stored bytes (Range, HEAD, ETag) with a plain-text 404 and its own headers, not a JSON API;
  // its catch-all param is a list, and the logic already lives in lib/storage/serve-local.ts.
  "app/objects/[...path]/route.ts": "streams stored uploads, not JSON",
};

type Finding = { method: string; problem: string };

function lineOf(source: ts.SourceFile, pos: number): number {
  return source.getLineAndCharacterOfPosition(pos).line;
}

/** Lines between the braces of a block body, or the lines an expression body spans. */
function bodyLines(source: ts.SourceFile, fn: ts.ArrowFunction | ts.FunctionExpression): number {
  const body = fn.body;
  if (ts.isBlock(body)) return lineOf(source, body.getEnd()) - lineOf(source, body.getStart(source)) - 1;
  return lineOf(source, body.getEnd()) - lineOf(source, body.getStart(source)) + 1;
}

/** What is wrong with each exported HTTP method of one route file (nothing: []). */
function checkRouteSource(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const consts = new Map<string, ts.Expression>();
  const findings: Finding[] = [];
  const exported: { method: string; init: ts.Expression | undefined }[] = [];
  for (const stmt of source.statements) {
    if (ts.isVariableStatement(stmt)) {
      const isExport = stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      for (const decl of stmt.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name)) continue;
        if (decl.initializer) consts.set(decl.name.text, decl.initializer);
        if (isExport && METHODS.has(decl.name.text))
          exported.push({ method: decl.name.text, init: decl.initializer });
      }
    } else if (ts.isFunctionDeclaration(stmt) && stmt.name && METHODS.has(stmt.name.text)) {
      const isExport = stmt.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
      if (isExport)
        findings.push({ method: stmt.name.text, problem: "a function, not route({...}, handler)" });
    } else if (ts.isExportDeclaration(stmt) && stmt.exportClause && ts.isNamedExports(stmt.exportClause)) {
      for (const el of stmt.exportClause.elements)
        if (METHODS.has(el.name.text))
          findings.push({ method: el.name.text, problem: "re-exported, not route()" });
    }
  }
  for (const { method, init } of exported) {
    let expr = init;
    // `export const GET = notAllowed;` where `const notAllowed = route(...)`.
    if (expr && ts.isIdentifier(expr)) expr = consts.get(expr.text);
    if (
      !expr ||
      !ts.isCallExpression(expr) ||
      !ts.isIdentifier(expr.expression) ||
      expr.expression.text !== "route"
    ) {
      findings.push({ method, problem: "not route({...}, handler)" });
      continue;
    }
    const [spec, handler] = expr.arguments;
    if (
      !spec ||
      !handler ||
      expr.arguments.length !== 2 ||
      ts.isArrowFunction(spec) ||
      ts.isFunctionExpression(spec)
    ) {
      findings.push({ method, problem: "route() without its spec: route({...}, handler)" });
      continue;
    }
    if (!ts.isArrowFunction(handler) && !ts.isFunctionExpression(handler)) {
      findings.push({ method, problem: "the handler must be written inline" });
      continue;
    }
    const lines = bodyLines(source, handler);
    if (lines > MAX_LINES)
      findings.push({
        method,
        problem: `handler body of ${lines} lines (at most ${MAX_LINES}: move the logic into lib/)`,
      });
  }
  return findings;
}

function routeFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeFiles(full));
    else if (entry.name === "route.ts" || entry.name === "route.tsx") out.push(full);
  }
  return out;
}

const root = path.resolve(import.meta.dirname, "../..");
const files = routeFiles(path.join(root, "app")).map((f) => path.relative(root, f).split(path.sep).join("/"));

describe("route handlers", () => {
  it("finds the app's route files", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("every route uses route({...}, handler) with a handler body of at most 15 lines", () => {
    const problems = files
      .filter((f) => !(f in ALLOWLIST))
      .flatMap((f) =>
        checkRouteSource(f, fs.readFileSync(path.join(root, f), "utf8")).map(
          (p) => `${f} ${p.method}: ${p.problem}`,
        ),
      );
    expect(problems).toEqual([]);
  });

  it("the allowlist names only route files that exist", () => {
    for (const f of Object.keys(ALLOWLIST)) expect(files).toContain(f);
  });

  describe("the check itself", () => {
    const long = Array.from({ length: MAX_LINES + 1 }, (_, i) => `  const a${i} = ${i};`).join("\n");

    it("accepts a declarative route, a shared one and a short expression body", () => {
      const text = `
        const SPEC = { auth: "admin" } as const;
        export const GET = route(SPEC, async () => NextResponse.json(1));
        const notAllowed = route({}, async () => jsonError(405, "no"));
        export const DELETE = notAllowed;
        export const POST = route({ body: schema }, async ({ body }) => {
          return NextResponse.json(body);
        });`;
      expect(checkRouteSource("x/route.ts", text)).toEqual([]);
    });

    it("flags a handler body over the limit", () => {
      const text = `export const POST = route({}, async () => {\n${long}\n  return new Response();\n});`;
      expect(checkRouteSource("x/route.ts", text)).toEqual([
        { method: "POST", problem: expect.stringContaining(`${MAX_LINES + 2} lines`) },
      ]);
    });

    it("flags a plain function, the wrapper without a spec, and a handler defined elsewhere", () => {
      const text = `
        export async function GET() { return new Response(); }
        export const POST = route(async () => new Response());
        export const PUT = route({}, handler);
        const serve = async () => new Response();
        export const HEAD = serve;`;
      expect(checkRouteSource("x/route.ts", text).map((f) => f.method)).toEqual([
        "GET",
        "POST",
        "PUT",
        "HEAD",
      ]);
    });
  });
});
