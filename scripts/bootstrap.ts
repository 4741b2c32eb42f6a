// Start-up setup that needs the migrated database, run by scripts/start.mjs before the server starts.
import crypto from "node:crypto";
import pg from "pg";
import { adminExists, countAdmins, upsertAdminRow } from "./admin-store";

export type BootstrapContext = {
  env: Record<string, string | undefined>;
  log: (message: string) => void;
};

/**
 * The first admin: ADMIN_EMAIL/ADMIN_PASSWORD create it when it does not exist yet (an existing
 * admin's password is never overwritten at start; use `npm run admin:create` to reset). In demo
 * mode with no admin at all, one is created with a generated password printed once.
 */
export async function bootstrap({ env, log }: BootstrapContext): Promise<void> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      if (!(await adminExists(client, env.ADMIN_EMAIL))) {
        await upsertAdminRow(client, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
        log(`Created admin ${env.ADMIN_EMAIL.trim().toLowerCase()} from ADMIN_EMAIL/ADMIN_PASSWORD.`);
      }
    } else if (env.PROMPTREEL_EMBEDDED_DB === "1" && (await countAdmins(client)) === 0) {
      const email = "admin@promptreel.local";
      const password = crypto.randomBytes(12).toString("base64url");
      await upsertAdminRow(client, email, password, "Demo Admin");
      log(`Demo admin created (shown once): ${email} / ${password}  (reset with npm run admin:create)`);
    }
  } finally {
    await client.end();
  }
}
