import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/security/headers";
import {
  STATIC_PAGES,
  inlineScriptHashes,
  inlineScripts,
  staticPageRoute,
  type StaticManifest,
} from "@/lib/security/static-pages";

const site = {
  url: "https://promptreel.example",
  contactEmail: "hello@promptreel.example",
  donationUrl: "https://donate.example/p",
  marketplaceUrl: "https://hire.example/v",
};
const manifest: StaticManifest = { "/": { hashes: ["'sha256-abc='"], site } };
const sha256 = (s: string) => `'sha256-${createHash("sha256").update(s, "utf8").digest("base64")}'`;

describe("prerendered pages' CSP (the static landing)", () => {
  it("hashes every inline script of the prerendered HTML, exactly as written, and no script file", async () => {
    const a = 'self.__next_f=self.__next_f||[];self.__next_f.push([0,"é <b>"])';
    const b = "\n(self.__next_s=self.__next_s||[]).push([0,{}])\n";
    const html = `<html><head><script src="/_next/static/chunks/x.js" async=""></script><script>${a}</script></head><body><script id="_R_">${b}</script><script type="module" src="/y.js"></script></body></html>`;
    expect(inlineScripts(html)).toEqual([a, b]);
    expect(await inlineScriptHashes(html)).toEqual([sha256(a), sha256(b)]);
  });

  it("serves / from its prerendered HTML with the build's hashes while the site settings are the build's", () => {
    expect(staticPageRoute(manifest, "/", site)).toEqual({ hashes: ["'sha256-abc='"] });
  });

  it("serves the live landing (rendered per request) when a site setting changed since the build", () => {
    for (const change of [
      { donationUrl: "https://donate.example/other" },
      { contactEmail: "new@promptreel.example" },
      { marketplaceUrl: "https://hire.example/other" },
      { url: "http://localhost:4611" },
    ]) {
      expect(staticPageRoute(manifest, "/", { ...site, ...change })).toEqual({
        rewrite: STATIC_PAGES["/"].live,
      });
    }
  });

  it("serves the live landing without a manifest (next dev, or a build without scripts/static-pages.mjs)", () => {
    expect(staticPageRoute(null, "/", site)).toEqual({ rewrite: "/landing-live" });
    expect(staticPageRoute({}, "/", site)).toEqual({ rewrite: "/landing-live" });
    expect(staticPageRoute({ "/": { hashes: [], site } }, "/", site)).toEqual({ rewrite: "/landing-live" });
  });

  it("sends a direct request of the live twin to / and leaves every other page to the nonce", () => {
    expect(staticPageRoute(manifest, "/landing-live", site)).toEqual({ redirect: "/" });
    for (const p of ["/generator", "/articles", "/admin/login", "/landing-live/x", "/index.html"])
      expect(staticPageRoute(manifest, p, site)).toBeNull();
  });

  it("a hash CSP allows the page's inline scripts and same-origin script files, with no nonce", () => {
    const csp = contentSecurityPolicy({
      hashes: ["'sha256-a='", "'sha256-b='"],
      stripe: false,
      blob: false,
      production: true,
      https: false,
    });
    expect(csp).toContain("script-src 'self' 'sha256-a=' 'sha256-b=';");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(() =>
      contentSecurityPolicy({ hashes: [], stripe: false, blob: false, production: true, https: false }),
    ).toThrow(/nonce or script hashes/);
  });
});

describe("a prerendered page is never regenerated", () => {
  it("no code revalidates it (a regenerated page's inline scripts would not match the build's hashes)", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(p);
        else if (/\.(ts|tsx)$/.test(entry.name)) {
          const source = fs.readFileSync(p, "utf8");
          for (const page of Object.keys(STATIC_PAGES)) {
            const call = new RegExp(`revalidatePath\\(\\s*["'\`]${page.replace(/\//g, "\\/")}["'\`]`);
            if (call.test(source)) offenders.push(`${p}: revalidatePath("${page}")`);
          }
        }
      }
    };
    for (const dir of ["app", "lib", "components"]) walk(dir);
    expect(offenders).toEqual([]);
  });
});
