#!/usr/bin/env node
// After `next build` (npm run build and scripts/start.mjs run it): for each prerendered page
// (lib/security/static-pages.ts STATIC_PAGES), keeps only its critical CSS in the head and links the
// full stylesheet at the end of the body (lib/perf/critical-css.ts), then hashes its inline scripts
// into .next/promptreel/static-pages.json with the site settings of this environment, which are the
// ones the build used. The proxy sends a CSP with these hashes for such a page, or serves its live
// twin when the settings differ.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { STATIC_PAGES, STATIC_MANIFEST_PATH, inlineScriptHashes } = await tsImport(
  "../lib/security/static-pages.ts",
  import.meta.url,
);
const { siteConfig } = await tsImport("../lib/env.ts", import.meta.url);
const { splitInlinedCss } = await tsImport("../lib/perf/critical-css.ts", import.meta.url);

/** The manifest of the current build, or null without one. */
export function readStaticManifest() {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, STATIC_MANIFEST_PATH), "utf8"));
  } catch {
    return null;
  }
}

/** Whether the build's static pages were made with this environment's site settings. */
export function staticPagesFit(manifest = readStaticManifest()) {
  const site = JSON.stringify(siteConfig());
  return Object.keys(STATIC_PAGES).every((p) => manifest?.[p] && JSON.stringify(manifest[p].site) === site);
}

/** Writes the manifest; fails when a page meant to be prerendered was not. */
export async function writeStaticManifest() {
  const manifest = {};
  for (const [page, { html }] of Object.entries(STATIC_PAGES)) {
    const file = path.join(root, ".next", "server", "app", html);
    if (!fs.existsSync(file))
      throw new Error(`${page} was not prerendered (no ${path.relative(root, file)})`);
    // The page's HTML is served as written here: rewrite it before hashing (unchanged on a second run).
    const split = splitInlinedCss(fs.readFileSync(file, "utf8"));
    fs.writeFileSync(file, split.html);
    manifest[page] = {
      hashes: await inlineScriptHashes(split.html),
      site: siteConfig(),
      css: {
        full: split.fullChars,
        critical: split.criticalChars,
        payloadCopiesRemoved: split.payloadCopiesRemoved,
      },
    };
  }
  const out = path.join(root, STATIC_MANIFEST_PATH);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(manifest, null, 2));
  return manifest;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const manifest = await writeStaticManifest();
  for (const [page, entry] of Object.entries(manifest))
    console.log(
      `[static-pages] ${page}: ${entry.hashes.length} inline script hashes; critical CSS ${entry.css.critical} of ${entry.css.full} characters`,
    );
}
