import zlib from "node:zlib";
import type { APIRequestContext } from "@playwright/test";

// The first-load JavaScript of a page as bench/support/first-load-js.mjs counts it: every
// <script src> of its server HTML except the noModule polyfills, gzipped at level 9.

export type FirstLoad = { gzipKB: number; scripts: { src: string; body: string }[] };

export async function firstLoad(request: APIRequestContext, path: string): Promise<FirstLoad> {
  const html = await (await request.get(path)).text();
  const srcs = [
    ...new Set(
      [...html.matchAll(/<script\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => !/\bnoModule\b/i.test(tag))
        .map((tag) => tag.match(/\bsrc="([^"]+)"/)?.[1])
        .filter((src): src is string => Boolean(src)),
    ),
  ];
  let gzip = 0;
  const scripts = [];
  for (const src of srcs) {
    const body = await (await request.get(src)).body();
    gzip += zlib.gzipSync(body, { level: 9 }).length;
    scripts.push({ src, body: body.toString("utf8") });
  }
  return { gzipKB: gzip / 1024, scripts };
}
