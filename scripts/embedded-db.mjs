// The embedded database of demo mode: a PGlite data directory (real Postgres compiled to wasm)
// served over the Postgres wire protocol on a loopback port, so the app talks to it like to any
// Postgres. One process owns a data directory; everything else connects through the socket.
// PGlite itself accepts any password, so the loopback port is a small front that asks for one
// (cleartext, loopback only) and checks it against the generated secret before it connects the
// client to PGlite, which listens on a Unix socket in a private (0700) directory (issue 24.5).
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** A client must finish the start-up and password exchange within this time. */
const AUTH_TIMEOUT_MS = 10_000;

const sha256 = (b) => crypto.createHash("sha256").update(b).digest();

/** A Postgres ErrorResponse (FATAL) with an SQLSTATE and a message. */
function errorResponse(code, message) {
  const fields = Buffer.concat([
    Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0`, "utf8"),
    Buffer.from([0]),
  ]);
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

/**
 * The authenticating front: start-up message -> AuthenticationCleartextPassword -> the password is
 * checked (constant time) -> the start-up is replayed to PGlite on `upstreamPath` and the bytes flow
 * both ways. A password request from PGlite itself is answered here (it accepts anything).
 */
function authFront({ password, upstreamPath }) {
  const expected = sha256(Buffer.from(password, "utf8"));
  return net.createServer((client) => {
    let buf = Buffer.alloc(0);
    let startup = null;
    client.setTimeout(AUTH_TIMEOUT_MS, () => client.destroy());
    client.on("error", () => client.destroy());
    const refuse = () => {
      client.end(errorResponse("28P01", "password authentication failed for the embedded database"));
    };
    const connect = (rest) => {
      client.off("data", onData);
      client.setTimeout(0);
      client.pause();
      const upstream = net.connect(upstreamPath);
      let head = Buffer.alloc(0);
      let answered = false;
      const fromUpstream = (chunk) => {
        if (answered) return void client.write(chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < 9) return;
        const type = String.fromCharCode(head[0]);
        const code = head.readInt32BE(5);
        if (type === "R" && (code === 3 || code === 5)) {
          // PGlite asks for a password of its own: any will do, the client's was checked here.
          const len = head.readInt32BE(1);
          head = head.subarray(1 + len);
          const p = Buffer.from("p\0\0\0\x06x\0", "latin1");
          upstream.write(p);
        }
        answered = true;
        if (head.length) client.write(head);
      };
      upstream.on("data", fromUpstream);
      upstream.on("connect", () => {
        upstream.write(startup);
        if (rest.length) upstream.write(rest);
        client.on("data", (chunk) => upstream.write(chunk));
        client.resume();
      });
      upstream.on("error", () => client.destroy());
      upstream.on("close", () => client.destroy());
      client.on("close", () => upstream.destroy());
    };
    const onData = (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (!startup) {
          if (buf.length < 8) return;
          const len = buf.readInt32BE(0);
          if (len < 8 || len > 10_000) return client.destroy();
          if (buf.length < len) return;
          const code = buf.readInt32BE(4);
          const message = buf.subarray(0, len);
          buf = buf.subarray(len);
          if (code === SSL_REQUEST || code === GSS_REQUEST) {
            client.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) return client.destroy();
          startup = Buffer.from(message);
          // AuthenticationCleartextPassword.
          client.write(Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]));
          continue;
        }
        if (buf.length < 5) return;
        const len = buf.readInt32BE(1);
        if (buf[0] !== 0x70 || len < 5 || len > 1024) return refuse();
        if (buf.length < 1 + len) return;
        const given = buf.subarray(5, len); // without the terminating NUL
        const rest = buf.subarray(1 + len);
        if (!crypto.timingSafeEqual(sha256(given), expected)) return refuse();
        return connect(Buffer.from(rest));
      }
    };
    client.on("data", onData);
  });
}

/**
 * @param {{ dir: string, port?: number, fixedPort?: boolean, maxConnections?: number, password?: string }} opts
 *   dir "memory" for a throw-away database; password: the secret clients must give (random if unset)
 * @returns {Promise<{ url: string, port: number, password: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedDb({
  dir,
  port = 54329,
  fixedPort = false,
  maxConnections = 20,
  password = crypto.randomBytes(24).toString("base64url"),
}) {
  if (dir !== "memory") fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir === "memory" ? undefined : dir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-pg-"));
  fs.chmodSync(socketDir, 0o700);
  const upstreamPath = path.join(socketDir, "pglite.sock");
  const inner = new PGLiteSocketServer({ db, path: upstreamPath, maxConnections });
  await inner.start();
  const front = authFront({ password, upstreamPath });
  const open = new Set();
  front.on("connection", (socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
  });
  let chosen = port;
  for (let attempt = 0; ; attempt++) {
    try {
      await new Promise((resolve, reject) => {
        front.once("error", reject);
        front.listen(chosen, "127.0.0.1", () => {
          front.off("error", reject);
          resolve();
        });
      });
      break;
    } catch (e) {
      if (e?.code !== "EADDRINUSE" || fixedPort || attempt >= 20) {
        await inner.stop().catch(() => {});
        await db.close();
        fs.rmSync(socketDir, { recursive: true, force: true });
        throw e;
      }
      chosen += 1;
    }
  }
  let stopped = false;
  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${chosen}/postgres?sslmode=disable`,
    port: chosen,
    password,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const closed = new Promise((resolve) => front.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
      await inner.stop().catch(() => {});
      await db.close().catch(() => {});
      fs.rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
