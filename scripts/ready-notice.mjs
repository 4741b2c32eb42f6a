// Lines that must not scroll away under the build output (the demo admin's one-time password): the
// server's output is passed through unchanged, and the lines are printed right after its first
// "ready" line (scripts/serve.mjs's "ready on", next dev's "Ready in").

const READY = /\bready\b/i;

/**
 * Copies `source` to `sink` and writes `lines` (each through `format`) once a line saying "ready"
 * has gone by. Returns a promise that settles when they were printed (or the source ended first).
 */
export function printAfterReady(source, sink, lines, format = (l) => `${l}\n`) {
  let pending = lines.length > 0;
  let tail = "";
  return new Promise((resolve) => {
    source.on("data", (chunk) => {
      sink.write(chunk);
      if (!pending) return;
      const text = tail + chunk.toString("utf8");
      const end = text.lastIndexOf("\n");
      // Only whole lines count; the unfinished rest waits for the next chunk.
      tail = end < 0 ? text.slice(-200) : text.slice(end + 1).slice(-200);
      if (end >= 0 && READY.test(text.slice(0, end))) {
        pending = false;
        for (const l of lines) sink.write(format(l));
        resolve(true);
      }
    });
    source.on("end", () => resolve(!pending));
    if (!pending) resolve(true);
  });
}
