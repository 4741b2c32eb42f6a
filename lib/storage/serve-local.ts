import "server-only";
import fs from "node:fs";
import { Readable } from "node:stream";
import { findLocalObject } from "@/lib/storage/local-store";
import { parseObjectName } from "@/lib/storage/local-paths";

export type ByteRange = { start: number; end: number };

/**
 * Parses a single-range "Range: bytes=..." header against a size: the range, "unsatisfiable", or
 * null to send the whole file (no header, several ranges, or a syntax we do not serve).
 */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cache-Control": "public, max-age=31536000, immutable",
  "Accept-Ranges": "bytes",
  // Served bytes are images and videos only; nothing in them may run as a document.
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-site",
};

/** What a GET or HEAD of an object asks: only the headers for HEAD, a byte range, a cached ETag. */
export type ObjectRequest = { head: boolean; range: string | null; ifNoneMatch: string | null };

/** Answers GET/HEAD /objects/<name> from the local store, with Range support for video. */
export async function serveLocalObject(file: string, ask: ObjectRequest): Promise<Response> {
  const local = parseObjectName(file);
  if (!local?.ext || !local.type)
    return new Response("Not found", { status: 404, headers: { "X-Content-Type-Options": "nosniff" } });
  const found = await findLocalObject(local);
  if (!found)
    return new Response("Not found", { status: 404, headers: { "X-Content-Type-Options": "nosniff" } });
  const headers: Record<string, string> = {
    ...BASE_HEADERS,
    "Content-Type": local.type.mime,
    ETag: `"${local.name}"`,
  };
  if (ask.ifNoneMatch === headers.ETag) return new Response(null, { status: 304, headers });
  const range = parseRange(ask.range, found.size);
  if (range === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${found.size}` },
    });
  }
  const { start, end } = range ?? { start: 0, end: found.size - 1 };
  const length = found.size === 0 ? 0 : end - start + 1;
  headers["Content-Length"] = String(length);
  if (range) headers["Content-Range"] = `bytes ${start}-${end}/${found.size}`;
  const status = range ? 206 : 200;
  if (ask.head || length === 0) return new Response(null, { status, headers });
  const stream = Readable.toWeb(
    fs.createReadStream(found.file, { start, end }),
  ) as ReadableStream<Uint8Array>;
  return new Response(stream, { status, headers });
}
