import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// Two (or more) production instances of the app behind Debian's nginx, all on loopback: the
// deployment the design promises (stateless instances on one Postgres behind an L7 balancer), for the
// scale-out test and benchmark. Instances run the production build through `npm start`'s script with
// SKIP_BUILD=1, so the build must exist (npm test builds before this step).

const root = path.resolve(import.meta.dirname, "../..");

export const NGINX_BIN = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p)) ?? "nginx";

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, proc: ChildProcess | null, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.exitCode !== null) throw new Error(`${url}: process exited with ${proc.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export type Instance = {
  port: number;
  url: string;
  proc: ChildProcess;
  kill(signal?: NodeJS.Signals): void;
  /** The last 20 kB the instance printed. */
  output(): string;
};

/** Starts one production instance on DATABASE_URL (migrations are applied under an advisory lock). */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-instance-"));
  const proc = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    detached: true, // its own process group, so a kill reaches the Next child too
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      SKIP_BUILD: "1",
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
    },
  });
  let output = "";
  proc.stdout?.on("data", (d) => (output = (output + d).slice(-20_000)));
  proc.stderr?.on("data", (d) => (output = (output + d).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, proc);
  } catch (e) {
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return {
    port,
    url,
    proc,
    output: () => output,
    kill(signal = "SIGKILL") {
      try {
        process.kill(-proc.pid!, signal);
      } catch {
        // already gone
      }
    },
  };
}

export type Balancer = { url: string; port: number; config: string; stop(): Promise<void> };

/** The nginx settings docs/operations.md documents, for `upstreams`. */
export function nginxConfig(listenPort: number, upstreams: number[], dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 60m;
  upstream promptreel {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://promptreel;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # Streamed Pro Chat replies go straight through.
      proxy_buffering off;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # A dead instance is skipped: connection errors are retried on the other one (a request that
      # was never sent is safe to retry, even a POST).
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/** Starts nginx in the foreground (its own config, loopback only) in front of `upstreams`. */
export async function startBalancer(upstreams: number[], port?: number): Promise<Balancer> {
  port ??= await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-nginx-"));
  const config = nginxConfig(port, upstreams, dir);
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const proc = spawn(NGINX_BIN, ["-e", `${dir}/error.log`, "-p", dir, "-c", `${dir}/nginx.conf`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  proc.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/api/health`, proc, 20_000);
  } catch (e) {
    throw new Error(`nginx: ${(e as Error).message}\n${output}`);
  }
  return {
    url,
    port,
    config,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.on("exit", () => resolve());
        proc.kill("SIGQUIT");
        setTimeout(() => proc.kill("SIGKILL"), 3000).unref();
      }).then(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}
