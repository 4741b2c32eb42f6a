// GET /api/health, answered by the production server (scripts/serve.mjs) before Next sees the request.
// A balancer's liveness check must answer in time while the server is busy: through Next, every check
// interleaves with the steps of every other request in flight (a flood of exports or shares put its
// p99 near 100 ms on 2 cores); here it costs one turn of the event loop. The database is probed over
// a connection of its own, with the same liveness rule and answer as the Next route (lib/db/liveness.ts):
// a refused or failed probe answers 503 at once, a busy database that answered recently answers 200.
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { apiHeaders } from "./api-headers.mjs";

const { createLiveness, livenessAnswer } = await tsImport("../lib/db/liveness.ts", import.meta.url);

/**
 * A responder for `GET|HEAD /api/health` with the database at `databaseUrl`: `answer(req, res)` returns
 * false for every other request (Next answers those).
 */
export function healthResponder({ databaseUrl, connectTimeoutMs = 5_000, siteUrl } = {}) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // An idle connection the database dropped: the pool discards it and the next probe reconnects.
  pool.on("error", () => {});
  const reachable = createLiveness({
    probe: async () => {
      await pool.query("SELECT 1");
      return true;
    },
  });
  const headers = Object.fromEntries(apiHeaders(siteUrl).map(({ key, value }) => [key, value]));
  return {
    answer(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") return false;
      const url = req.url ?? "";
      const end = url.indexOf("?");
      if ((end < 0 ? url : url.slice(0, end)) !== "/api/health") return false;
      void reachable().then((ok) => {
        const { status, body } = livenessAnswer(ok);
        const json = JSON.stringify(body);
        res.writeHead(status, {
          ...headers,
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(json),
          "Cache-Control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : json);
      });
      return true;
    },
    close: () => pool.end(),
  };
}
