import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyAdminCredentials } from "@/lib/auth/admins";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db/client";
import { bootstrap, DEMO_PASSWORD_FILE } from "@/scripts/bootstrap";
import { printAfterReady } from "@/scripts/ready-notice.mjs";
import { createTestDatabase } from "../support/test-database.mjs";

const unique = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Runs `npm run admin:create`'s script (tsx scripts/admin-create.ts) against the test database. */
function adminCreate(
  args: string[],
  databaseUrl = process.env.DATABASE_URL,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/admin-create.ts", ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_EMAIL: "" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

// Each case spawns tsx (a few seconds on a busy machine).
describe("npm run admin:create", { timeout: 90_000 }, () => {
  it("creates an admin, then resets its password and reactivates it", async () => {
    const email = unique("cli");
    const created = await adminCreate(["--email", email.toUpperCase(), "--password", "first password 123"]);
    expect(created).toMatchObject({ code: 0 });
    expect(created.stdout).toContain(`Admin ${email} created.`);
    expect(created.stdout).not.toContain("first password 123");
    expect(await verifyAdminCredentials(email, "first password 123")).toMatchObject({ email, role: "admin" });

    await db().adminUser.update({ where: { email }, data: { isActive: false } });
    const reset = await adminCreate(["--email", email, "--password", "second password 456"]);
    expect(reset.stdout).toContain(`Admin ${email} updated.`);
    expect(await verifyAdminCredentials(email, "first password 123")).toBeNull();
    expect(await verifyAdminCredentials(email, "second password 456")).toMatchObject({ email });
  });

  it("generates and prints a strong password when none is given", async () => {
    const email = unique("gen");
    const res = await adminCreate(["--email", email]);
    expect(res.code).toBe(0);
    const password = res.stdout.match(/Password: (\S+)/)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(12);
    expect(await verifyAdminCredentials(email, password!)).toMatchObject({ email });
  });

  it("refuses a bad e-mail or a short password with a usage message", async () => {
    const badEmail = await adminCreate(["--email", "not-an-email", "--password", "long enough password"]);
    expect(badEmail.code).toBe(64);
    expect(badEmail.stderr).toContain("Usage: npm run admin:create");
    const email = unique("short");
    const short = await adminCreate(["--email", email, "--password", "short"]);
    expect(short.code).toBe(64);
    expect(await db().adminUser.count({ where: { email } })).toBe(0);
  });
});

describe("first-admin bootstrap at start", () => {
  it("ADMIN_EMAIL/ADMIN_PASSWORD create the first admin once and never overwrite its password", async () => {
    const email = unique("boot");
    const logs: string[] = [];
    await bootstrap({
      env: {
        DATABASE_URL: process.env.DATABASE_URL,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: "bootstrap password 1",
      },
      log: (m) => logs.push(m),
      dataDir: os.tmpdir(),
    });
    expect(logs).toEqual([`Created admin ${email} from ADMIN_EMAIL/ADMIN_PASSWORD.`]);
    expect(await verifyAdminCredentials(email, "bootstrap password 1")).toMatchObject({ email });

    await bootstrap({
      env: {
        DATABASE_URL: process.env.DATABASE_URL,
        ADMIN_EMAIL: email,
        ADMIN_PASSWORD: "another password 2",
      },
      log: (m) => logs.push(m),
      dataDir: os.tmpdir(),
    });
    expect(logs).toHaveLength(1);
    expect(await verifyAdminCredentials(email, "bootstrap password 1")).not.toBeNull();
    expect(await verifyAdminCredentials(email, "another password 2")).toBeNull();
  });

  describe("on a database without admins", () => {
    let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      fresh = await createTestDatabase("boot");
    }, 120_000);
    afterAll(async () => {
      await fresh?.drop();
    });

    const admins = async () => {
      const client = new pg.Client({ connectionString: fresh.url });
      await client.connect();
      try {
        return (
          await client.query<{ email: string; password_hash: string; is_active: boolean }>(
            "SELECT email, password_hash, is_active FROM admin_users",
          )
        ).rows;
      } finally {
        await client.end();
      }
    };

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-boot-"));
    const file = path.join(dataDir, DEMO_PASSWORD_FILE);
    const start = () =>
      bootstrap({ env: { DATABASE_URL: fresh.url, PROMPTREEL_EMBEDDED_DB: "1" }, log: () => {}, dataDir });

    it("outside demo mode, nothing is created without ADMIN_EMAIL/ADMIN_PASSWORD", async () => {
      const result = await bootstrap({
        env: { DATABASE_URL: fresh.url, PROMPTREEL_EMBEDDED_DB: "0" },
        log: () => {},
        dataDir,
      });
      expect(result.afterReady).toEqual([]);
      expect(await admins()).toEqual([]);
      expect(fs.existsSync(file)).toBe(false);
    });

    it("demo mode: a generated password, stored as an argon2id hash, in a 0600 file, named on every start until changed", async () => {
      const first = await start();
      const password = first.afterReady.join("\n").match(/admin@promptreel\.local \/ (\S+)/)?.[1];
      expect(password?.length).toBeGreaterThanOrEqual(12);
      expect(first.afterReady.join("\n")).toContain(file);
      const rows = await admins();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: "admin@promptreel.local", is_active: true });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(rows[0].password_hash, password!)).toBe(true);
      expect(fs.readFileSync(file, "utf8").trim()).toBe(password);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);

      // A restart: no new admin, the password not printed again, but where it is.
      const again = await start();
      expect(await admins()).toHaveLength(1);
      expect(again.afterReady).toEqual([expect.stringContaining(file)]);
      expect(again.afterReady.join("\n")).not.toContain(password);

      // Changed with npm run admin:create: the file goes and starts say nothing more.
      const changed = await adminCreate(
        ["--email", "admin@promptreel.local", "--password", "a new password 789"],
        fresh.url,
      );
      expect(changed.code).toBe(0);
      expect((await start()).afterReady).toEqual([]);
      expect(fs.existsSync(file)).toBe(false);
    });
  });
});

describe("printing after ready", () => {
  it("passes the server's output through and prints the lines after its first ready line, once", async () => {
    const source = new PassThrough();
    let out = "";
    const sink = { write: (c: string | Uint8Array) => ((out += String(c)), true) };
    const printed = printAfterReady(source, sink, ["the password"], (l) => `[x] ${l}\n`);
    source.write("Building...\n▲ compiled\n[promptreel] rea");
    expect(out).not.toContain("the password");
    source.write("dy on http://localhost:3000\nlater line\n");
    source.write("ready again\n");
    source.end();
    expect(await printed).toBe(true);
    expect(out).toBe(
      "Building...\n▲ compiled\n[promptreel] ready on http://localhost:3000\nlater line\n[x] the password\nready again\n",
    );
  });
});
