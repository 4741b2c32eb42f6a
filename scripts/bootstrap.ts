// Start-up setup that needs the migrated database, run by scripts/start.mjs before the server starts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { verifyPassword } from "../lib/auth/password";
import { adminExists, countAdmins, upsertAdminRow } from "./admin-store";

export type BootstrapContext = {
  env: Record<string, string | undefined>;
  log: (message: string) => void;
  /** Where the demo admin's one-time password file lives (the data directory). */
  dataDir: string;
};

/** Lines to print once the server is ready, where the build output cannot scroll them away. */
export type BootstrapResult = { afterReady: string[] };

export const DEMO_ADMIN_EMAIL = "admin@promptreel.local";
export const DEMO_PASSWORD_FILE = "demo-admin-password";

const passwordFile = (dataDir: string) => path.join(dataDir, DEMO_PASSWORD_FILE);

function writePasswordFile(file: string, password: string) {
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * The one-time password file, while the demo admin still has that password: a reminder of where it
 * is. Once the password was changed (npm run admin:create) or the admin is gone, the file is removed.
 */
async function passwordReminder(client: pg.Client, file: string): Promise<string[]> {
  if (!fs.existsSync(file)) return [];
  const password = fs.readFileSync(file, "utf8").trim();
  const row = await client.query<{ password_hash: string }>(
    "SELECT password_hash FROM admin_users WHERE email = $1",
    [DEMO_ADMIN_EMAIL],
  );
  const hash = row.rows[0]?.password_hash;
  if (hash && password && (await verifyPassword(hash, password)))
    return [
      `Demo admin ${DEMO_ADMIN_EMAIL}: its one-time password is in ${file} (change it with npm run admin:create).`,
    ];
  fs.rmSync(file, { force: true });
  return [];
}

/**
 * The first admin: ADMIN_EMAIL/ADMIN_PASSWORD create it when it does not exist yet (an existing
 * admin's password is never overwritten at start; use `npm run admin:create` to reset). In demo
 * mode with no admin at all, one is created with a generated password, written to a file only its
 * owner can read, and printed after the server is ready; every later start says where the file is
 * until the password is changed.
 */
export async function bootstrap({ env, log, dataDir }: BootstrapContext): Promise<BootstrapResult> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      if (!(await adminExists(client, env.ADMIN_EMAIL))) {
        await upsertAdminRow(client, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
        log(`Created admin ${env.ADMIN_EMAIL.trim().toLowerCase()} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
      }
    } else if (env.PROMPTREEL_EMBEDDED_DB === "1") {
      const file = passwordFile(dataDir);
      if ((await countAdmins(client)) === 0) {
        const password = crypto.randomBytes(12).toString("base64url");
        await upsertAdminRow(client, DEMO_ADMIN_EMAIL, password, "Demo Admin");
        writePasswordFile(file, password);
        return {
          afterReady: [
            `Demo admin created: ${DEMO_ADMIN_EMAIL} / ${password}`,
            `The password is also in ${file} (readable by you only) until you change it with npm run admin:create.`,
          ],
        };
      }
      return { afterReady: await passwordReminder(client, file) };
    }
    return { afterReady: [] };
  } finally {
    await client.end();
  }
}
