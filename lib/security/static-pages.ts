// Pages served as prerendered HTML (issue 23 §5: the landing as fast as a bare page). A per-request
// nonce needs a per-request render, so these pages get a hash-based CSP instead: after `next build`,
// scripts/static-pages.mjs hashes every inline script of each page's prerendered HTML into a manifest
// (.next/promptreel/static-pages.json) together with the site settings the HTML was built with; the
// proxy sends `script-src 'self' 'sha256-…'` for such a page while the running server's site settings
// are the same, and otherwise serves the page's live twin (rendered per request, with a nonce), so a
// changed SITE_* setting takes effect at once without a rebuild.
// No Node or Next imports: the build script, the proxy and the unit tests share it.

/** The prerendered pages and the live twin each is rewritten to when its build does not fit. */
export const STATIC_PAGES: Record<string, { live: string; html: string }> = {
  "/": { live: "/landing-live", html: "index.html" },
};

/** Where the manifest lives, relative to the project root. */
export const STATIC_MANIFEST_PATH = ".next/promptreel/static-pages.json";

/** The site settings a prerendered page shows (lib/env.ts siteConfig()). */
export type SiteSettings = {
  url: string;
  contactEmail: string;
  donationUrl: string;
  marketplaceUrl: string;
};

export type StaticPageEntry = {
  /** CSP hash sources of the page's inline scripts: `'sha256-<base64>'`. */
  hashes: string[];
  /** The site settings at build time. */
  site: SiteSettings;
};

export type StaticManifest = Record<string, StaticPageEntry>;

/** Every inline `<script>` body of an HTML document (scripts with a src are left out). */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    bodies.push(m[2]);
  }
  return bodies;
}

const sameSite = (a: SiteSettings, b: SiteSettings) =>
  a.url === b.url &&
  a.contactEmail === b.contactEmail &&
  a.donationUrl === b.donationUrl &&
  a.marketplaceUrl === b.marketplaceUrl;

/** The CSP hash sources (`'sha256-<base64>'`) of an HTML document's inline scripts, in order. */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const body of inlineScripts(html)) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  }
  return [...new Set(hashes)];
}

/**
 * How the proxy serves `pathname`: `{ hashes }` for a prerendered page built with the current site
 * settings, `{ rewrite }` to its live twin when there is no manifest entry or the settings changed,
 * `{ redirect }` to the page for a direct request of a live twin (it exists only behind its page),
 * null for every other page.
 */
export function staticPageRoute(
  manifest: StaticManifest | null,
  pathname: string,
  site: SiteSettings,
): { hashes: string[] } | { rewrite: string } | { redirect: string } | null {
  const page = STATIC_PAGES[pathname];
  if (!page) {
    const owner = Object.entries(STATIC_PAGES).find(([, p]) => p.live === pathname);
    return owner ? { redirect: owner[0] } : null;
  }
  const entry = manifest?.[pathname];
  if (entry && entry.hashes.length > 0 && sameSite(entry.site, site)) return { hashes: entry.hashes };
  return { rewrite: page.live };
}
