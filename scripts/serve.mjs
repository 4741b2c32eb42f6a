#!/usr/bin/env node
// The production HTTP server (run by scripts/start.mjs): Next's request handler inside node:http, so
// that the product sees the TCP peer address. Next route handlers do not expose the socket, and the
// X-Forwarded-For Next fills in keeps whatever the client sent; here every request gets the socket
// address in a header whose name is a per-start secret (PROMPTREEL_PEER_HEADER), overwriting any copy
// a client could send. lib/http/route.ts clientIp() reads it (TRUSTED_PROXY_HOPS=0) or counts
// trusted proxy hops in X-Forwarded-For. Body timeouts (every path) and early body-size limits for pages and server actions
// (scripts/body-limits.mjs) are enforced here too (docs/security-overview.md, finding 8; docs/security.md), and
// every request leaves one structured log line with its request id (scripts/request-log.mjs). The
// liveness check (GET /api/health) is answered here without Next, so it answers in time under load
// (scripts/health.mjs).
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import pino from "pino";
import { bodyLimitGuard, DEFAULT_PAGE_BODY_LIMIT } from "./body-limits.mjs";
import { healthResponder } from "./health.mjs";
import { withRequestLog } from "./request-log.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME_BIND || undefined;
const peerHeader = process.env.PROMPTREEL_PEER_HEADER;
if (!peerHeader) {
  console.error("[promptreel] PROMPTREEL_PEER_HEADER is not set: start the product with `npm start`.");
  process.exit(1);
}
/** A whole request (headers and body) must arrive within this many ms, else 408 (slow bodies). */
const requestTimeoutMs = Number(process.env.REQUEST_BODY_TIMEOUT_MS ?? 30_000);
/** Pages and server actions: bodies must declare a length of at most this many bytes (else 411/413). */
const guardBody = bodyLimitGuard({
  pageLimit: Number(process.env.PAGE_BODY_LIMIT_BYTES ?? DEFAULT_PAGE_BODY_LIMIT),
});

/** GET /api/health is answered here, before Next (scripts/health.mjs). */
const health = healthResponder({ databaseUrl: process.env.DATABASE_URL });

const log = pino({ level: process.env.LOG_LEVEL || "info", base: undefined });
const app = next({ dev: false, dir: root, port, hostname: hostname ?? "localhost" });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer(
  {
    requestTimeout: requestTimeoutMs,
    headersTimeout: Math.min(10_000, requestTimeoutMs),
    keepAliveTimeout: 5_000,
    // How often Node checks the timeouts above (its default, 30 s, would let a short timeout slip).
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
  },
  withRequestLog(log, (req, res) => {
    if (guardBody(req, res) || health.answer(req, res)) return;
    req.headers[peerHeader] = req.socket.remoteAddress ?? "";
    void handle(req, res);
  }),
);
server.listen(port, hostname, () => {
  console.log(`[promptreel] ready on http://${hostname ?? "localhost"}:${port}`);
});

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
