// A fresh database for one test run: a new database on the Postgres server when one is reachable
// (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres), else an in-memory embedded
// PGlite. Migrations are applied with the same offline script `npm start` uses. `drop()` removes it.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedDb } from "../../scripts/embedded-db.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function migrate(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/prisma-offline.mjs", "deploy", url], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`migrations failed with exit code ${code}`)),
    );
  });
}

async function serverReachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** @returns {Promise<{ url: string, kind: "postgres" | "pglite", drop: () => Promise<void> }>} */
export async function createTestDatabase(label = "test") {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (process.env.TEST_DB !== "pglite" && (await serverReachable(adminUrl))) {
    const name = `promptreel_${label}_${Date.now()}_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    const url = u.toString();
    await migrate(url);
    return {
      url,
      kind: "postgres",
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const embedded = await startEmbeddedDb({ dir: "memory", port: 55000 + Math.floor(Math.random() * 5000) });
  await migrate(embedded.url);
  return { url: embedded.url, kind: "pglite", drop: embedded.stop };
}
