import { Writable } from "node:stream";
import pino from "pino";

// Captures what the server's logger (lib/log.ts) writes, as parsed JSON lines, until restore().
export function captureLogs() {
  const holder = globalThis as { promptreelLogger?: unknown };
  const previous = holder.promptreelLogger;
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  holder.promptreelLogger = pino({ level: "info", base: undefined, redact: ["email", "*.email"] }, sink);
  return {
    lines,
    restore: () => {
      holder.promptreelLogger = previous;
    },
  };
}
