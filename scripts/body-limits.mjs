// Early request-body limits for every path (security findings 8 and 24.4), applied by scripts/serve.mjs
// before Next sees a request. API routes read their bodies as streams with their own per-route limits
// (lib/http/route.ts readBodyText, uploads in lib/storage); every OTHER path (pages, server actions) is
// buffered whole by Next's proxy and action handling, so here a body there must declare its length
// (411 otherwise) and stay within PAGE_BODY_LIMIT_BYTES (413 otherwise), answered at once from the
// headers, before a byte of the body is read. The connection is then closed, so an unsent body is
// never waited for. The server's REQUEST_BODY_TIMEOUT_MS applies to every request on every path.

/** Next's own cap on a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
export const DEFAULT_PAGE_BODY_LIMIT = 1024 * 1024;

export const TOO_LARGE_MESSAGE = "Request body is too large.";
export const LENGTH_REQUIRED_MESSAGE = "Request body must declare its length (Content-Length).";

const refuse = (res, status, message) => {
  const body = JSON.stringify({ message });
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(body, () => res.socket?.destroySoon?.());
};

/**
 * Returns a guard(req, res) that answers (and returns true) when a non-API request's body is
 * undeclared or larger than `pageLimit`; false lets the request through.
 */
export function bodyLimitGuard({ pageLimit = DEFAULT_PAGE_BODY_LIMIT } = {}) {
  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path === "/api" || path.startsWith("/api/")) return false;
    const declared = req.headers["content-length"];
    const chunked = req.headers["transfer-encoding"] !== undefined;
    if (declared === undefined) {
      if (!chunked) return false;
      refuse(res, 411, LENGTH_REQUIRED_MESSAGE);
      return true;
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length < 0 || length > pageLimit) {
      refuse(res, 413, TOO_LARGE_MESSAGE);
      return true;
    }
    return false;
  };
}
