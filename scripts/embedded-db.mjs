// The embedded database of demo mode: a PGlite data directory (real Postgres compiled to wasm)
// served over the Postgres wire protocol on a loopback port, so the app talks to it like to any
// Postgres. One process owns a data directory; everything else connects through the socket.
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * @param {{ dir: string, port?: number, fixedPort?: boolean, maxConnections?: number }} opts  dir "memory" for a throw-away database
 * @returns {Promise<{ url: string, port: number, stop: () => Promise<void> }>}
 */
export async function startEmbeddedDb({ dir, port = 54329, fixedPort = false, maxConnections = 20 }) {
  if (dir !== "memory") fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir === "memory" ? undefined : dir);
  let server;
  let chosen = port;
  for (let attempt = 0; ; attempt++) {
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: chosen, maxConnections });
    try {
      await server.start();
      break;
    } catch (e) {
      if (e?.code !== "EADDRINUSE" || fixedPort || attempt >= 20) {
        await db.close();
        throw e;
      }
      chosen += 1;
    }
  }
  let stopped = false;
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${chosen}/postgres?sslmode=disable`,
    port: chosen,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop().catch(() => {});
      await db.close().catch(() => {});
    },
  };
}
