#!/usr/bin/env node
// `npm start`: validate the environment, serve the embedded database when DATABASE_URL is not set
// (demo mode), apply migrations, build when the build is missing or stale, then run Next.
// `npm run dev` does the same with `next dev` instead of build + start.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { startEmbeddedDb } from "./embedded-db.mjs";
import { printAfterReady } from "./ready-notice.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);
const dev = process.argv.includes("--dev");
const log = (msg) => console.log(`[promptreel] ${msg}`);
const fail = (msg) => {
  console.error(`[promptreel] ${msg}`);
  process.exit(1);
};

const { parseEnv, EnvError } = await tsImport("../lib/env.ts", import.meta.url);
let env;
try {
  env = parseEnv(process.env);
} catch (e) {
  if (e instanceof EnvError) fail(e.message);
  throw e;
}

const dataDir = path.resolve(env.DATA_DIR);
fs.mkdirSync(dataDir, { recursive: true });

/** A secret that survives restarts: from the environment, else generated once under the data dir. */
function persistentSecret(file) {
  const p = path.join(dataDir, file);
  if (fs.existsSync(p)) return fs.readFileSync(p, "utf8").trim();
  const value = crypto.randomBytes(32).toString("base64url");
  fs.writeFileSync(p, value, { mode: 0o600 });
  return value;
}

const childEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
};
let embedded;
if (env.DATABASE_URL) {
  childEnv.PROMPTREEL_EMBEDDED_DB = "0";
} else {
  const dir = path.join(dataDir, "pglite");
  try {
    // An explicit PGLITE_PORT must be that port (tests connect to it); the default may move up if taken.
    const fixed = Boolean(process.env.PGLITE_PORT);
    embedded = await startEmbeddedDb({
      dir,
      port: Number(process.env.PGLITE_PORT ?? 54329),
      fixedPort: fixed,
      // Clients of the local port must give this secret (PGlite alone accepts any password).
      password: process.env.PGLITE_PASSWORD || persistentSecret("pglite-password"),
    });
  } catch (e) {
    fail(
      `Could not start the embedded database in ${dir}: ${e?.message ?? e} (is another PromptReel already running on it?)`,
    );
  }
  childEnv.DATABASE_URL = embedded.url;
  childEnv.PROMPTREEL_EMBEDDED_DB = "1";
  // One connection: PGlite is a single Postgres session, and the socket server interleaves the
  // protocol messages of concurrent connections (unnamed statements would mix). Queries queue in the
  // pool instead, and transactions stay isolated.
  childEnv.DB_POOL_MAX = "1";
  log(`Demo mode: embedded database ${path.relative(root, dir)} on 127.0.0.1:${embedded.port}`);
}
if (!env.AUTH_SECRET) {
  childEnv.AUTH_SECRET = persistentSecret("auth-secret");
  if (!embedded)
    log(
      "AUTH_SECRET is not set: using one generated under the data directory (set it when running several instances).",
    );
}

const stopEmbedded = async () => embedded?.stop();

/** Runs a child process to completion without blocking this process (which may host the database). */
const run = (args, extraEnv = {}) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: "inherit", env: { ...childEnv, ...extraEnv } });
    child.on("exit", (code) => resolve(code ?? 1));
  });

if ((await run(["scripts/prisma-offline.mjs", "deploy", childEnv.DATABASE_URL])) !== 0) {
  await stopEmbedded();
  fail("Database migrations failed (see above).");
}

// Post-migration setup that needs the database (first admin, demo credentials). What it has to say
// about the demo admin's password is printed after the server's "ready" line, below the build output.
let afterReady = [];
try {
  const { bootstrap } = await tsImport("./bootstrap.ts", import.meta.url);
  ({ afterReady } = await bootstrap({ env: childEnv, log, dataDir }));
} catch (e) {
  await stopEmbedded();
  fail(`Start-up setup failed: ${e?.message ?? e}`);
}

const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");

function newestSourceMtime() {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (/(^|\/)(node_modules|generated|\.next)$/.test(p)) return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const p of [
    "app",
    "components",
    "lib",
    // @promptreel/core's entries (tsconfig paths resolve the app's imports of it to these sources).
    "packages/core/src",
    "public",
    "proxy.ts",
    "next.config.mjs",
    "package.json",
    "postcss.config.mjs",
  ])
    walk(path.join(root, p));
  return newest;
}

if (!dev) {
  const buildId = path.join(root, ".next", "BUILD_ID");
  const stale = !fs.existsSync(buildId) || fs.statSync(buildId).mtimeMs < newestSourceMtime();
  if (stale && process.env.SKIP_BUILD !== "1") {
    log("Building the app (first start or sources changed)...");
    if (
      (await run([nextBin, "build"], { NODE_ENV: "production" })) !== 0 ||
      (await run(["scripts/static-pages.mjs"])) !== 0
    ) {
      await stopEmbedded();
      fail("The build failed (see above).");
    }
  }
  // The prerendered landing shows the site settings (SITE_*, or the port without SITE_URL) of its
  // build. With other settings the proxy serves the landing rendered per request instead (correct,
  // slower); a build with these settings prerenders it again.
  const { staticPagesFit } = await import("./static-pages.mjs");
  if (!staticPagesFit())
    log(
      "The landing is rendered per request: the site settings differ from the build's (run `npm run build` with these settings to prerender it).",
    );
  // The compiler's worker bundle (lib/scene/compile-pool.ts), rebuilt at every start: under a second.
  if ((await run(["scripts/build-worker.mjs"])) !== 0) {
    await stopEmbedded();
    fail("Bundling the compiler worker failed (see above).");
  }
}

// Production runs Next inside scripts/serve.mjs (socket peer address, body timeouts); the header
// carrying the peer address has a per-start secret name, so no client can forge it.
const devArgs = ["dev", "-p", String(env.PORT)];
if (process.env.HOSTNAME_BIND) devArgs.push("-H", process.env.HOSTNAME_BIND);
const server = spawn(
  process.execPath,
  dev ? [nextBin, ...devArgs] : [path.join(root, "scripts", "serve.mjs")],
  {
    stdio: ["inherit", "pipe", "inherit"],
    env: {
      ...childEnv,
      PORT: String(env.PORT),
      PROMPTREEL_PEER_HEADER: `x-promptreel-peer-${crypto.randomBytes(12).toString("hex")}`,
      NODE_ENV: dev ? "development" : "production",
    },
  },
);
log(`PromptReel on http://localhost:${env.PORT}`);
void printAfterReady(server.stdout, process.stdout, afterReady, (line) => `[promptreel] ${line}\n`);

let stopping = false;
const shutdown = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
server.on("exit", async (code, signal) => {
  await stopEmbedded();
  process.exit(code ?? (signal ? 0 : 1));
});
