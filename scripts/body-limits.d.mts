import type { IncomingMessage, ServerResponse } from "node:http";

export const DEFAULT_PAGE_BODY_LIMIT: number;
export const TOO_LARGE_MESSAGE: string;
export const LENGTH_REQUIRED_MESSAGE: string;
export function bodyLimitGuard(options?: {
  pageLimit?: number;
}): (req: IncomingMessage, res: ServerResponse) => boolean;
