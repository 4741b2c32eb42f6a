// Small real files (and impostors) for upload tests.

/** A valid 1x1 PNG. */
export const PNG_1PX = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A valid 1x1 GIF. */
export const GIF_1PX = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/** The start of an MP4 (ftyp box, isom brand) followed by filler. */
export function mp4Bytes(size = 4096): Buffer {
  const buf = Buffer.alloc(size, 0x11);
  Buffer.from([0, 0, 0, 0x20]).copy(buf, 0);
  Buffer.from("ftypisom", "latin1").copy(buf, 4);
  return buf;
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const HTML = Buffer.from(
  "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
);

/**
 * A stream of `total` bytes produced lazily in chunks that reuse one buffer (after `first`), so the
 * producer itself holds no more than a chunk; `pulled()` says how many bytes the consumer asked for.
 */
export function lazyStream(first: Uint8Array, total: number, chunkSize = 64 * 1024) {
  const filler = new Uint8Array(chunkSize).fill(0x22);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const chunk = sent === 0 ? first : filler.subarray(0, Math.min(chunkSize, total - sent));
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}
