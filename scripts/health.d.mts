import type { IncomingMessage, ServerResponse } from "node:http";

export function healthResponder(options?: {
  databaseUrl?: string;
  connectTimeoutMs?: number;
  siteUrl?: string;
}): { answer(req: IncomingMessage, res: ServerResponse): boolean; close(): Promise<void> };
