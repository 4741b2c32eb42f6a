import type { RequestListener } from "node:http";

type LogFn = (line: object, message: string) => void;
export function withRequestLog(
  log: { info: LogFn; warn: LogFn; error: LogFn },
  handler: RequestListener,
): RequestListener;
