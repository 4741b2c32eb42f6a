// One JSON log line per HTTP request, with a request id that is also returned as X-Request-Id: used by
// scripts/serve.mjs around Next's handler, so pages, API routes and assets are all covered. The id is
// the balancer's (nginx's $request_id) when it sends a well-formed one, else a fresh UUID; the route
// wrapper (lib/http/route.ts) logs a 5xx's error and stack under the same id. Only the path is logged:
// query strings can carry search terms and e-mail addresses.
import { randomUUID } from "node:crypto";

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{8,100}$/;

/** Wraps a node:http handler so that every request gets an id and leaves one line on `log`. */
export function withRequestLog(log, handler) {
  return (req, res) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const reqId = typeof given === "string" && REQUEST_ID_RE.test(given) ? given : randomUUID();
    req.headers["x-request-id"] = reqId;
    res.setHeader("x-request-id", reqId);
    res.on("close", () => {
      const line = {
        reqId,
        method: req.method,
        route: (req.url ?? "/").split("?")[0],
        status: res.statusCode,
        durationMs: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) log.warn({ ...line, aborted: true }, "request aborted");
      else if (res.statusCode >= 500) log.error(line, "request failed");
      else log.info(line, "request");
    });
    return handler(req, res);
  };
}
