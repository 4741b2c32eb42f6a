// First-load client JavaScript of a page: every <script src> in its server HTML (module browsers
// skip noModule polyfills, so those are left out), fetched and gzipped at level 9.
import zlib from "node:zlib";

/** @returns {Promise<{ scripts: number, rawKB: number, gzipKB: number, files: string[] }>} */
export async function firstLoadJs(baseUrl, path = "/") {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => !/\bnoModule\b/i.test(t));
  const srcs = [...new Set(tags.map((t) => t.match(/\bsrc="([^"]+)"/)?.[1]).filter(Boolean))];
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  // Inline scripts (the RSC payload and bootstrap) are part of the HTML document, not counted here.
  return {
    scripts: srcs.length,
    rawKB: +(raw / 1024).toFixed(1),
    gzipKB: +(gzip / 1024).toFixed(1),
    files: srcs,
  };
}
