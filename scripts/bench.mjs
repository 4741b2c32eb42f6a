#!/usr/bin/env node
// `npm run bench`: runs every benchmark in bench/*.bench.mjs in name order (or those named on the
// command line) and writes their figures to bench-results/<name>.json. Benchmarks measure on this
// machine and report ratios where absolute numbers would not carry to another machine.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const dir = path.resolve("bench");
const wanted = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => !wanted.length || wanted.some((w) => f.includes(w)))
  .sort();
fs.mkdirSync("bench-results", { recursive: true });
let failed = false;
for (const file of files) {
  const name = file.replace(/\.bench\.mjs$/, "");
  console.log(`\n=== bench: ${name} ===`);
  try {
    const mod = await import(pathToFileURL(path.join(dir, file)).href);
    const result = await mod.default();
    fs.writeFileSync(path.join("bench-results", `${name}.json`), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
  } catch (e) {
    failed = true;
    console.error(`bench ${name} failed:`, e);
  }
}
process.exit(failed ? 1 : 0);
