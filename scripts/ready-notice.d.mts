import type { Readable, Writable } from "node:stream";
export function printAfterReady(
  source: Readable,
  sink: Pick<Writable, "write">,
  lines: string[],
  format?: (line: string) => string,
): Promise<boolean>;
