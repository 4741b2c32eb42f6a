// Admin rows written outside the Next server (start-up bootstrap, `npm run admin:create`), over a
// plain pg connection so it runs in any Node process.
import crypto from "node:crypto";
import pg from "pg";
import { hashPassword } from "../lib/auth/password";

/** Creates the admin or resets its password and reactivates it (revoking every session it had). */
export async function upsertAdminRow(
  client: pg.Client,
  email: string,
  password: string,
  name?: string,
): Promise<"created" | "updated"> {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const res = await client.query<{ inserted: boolean }>(
    `INSERT INTO admin_users (id, email, password_hash, name, role, is_active, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'admin', true, now(), now())
     ON CONFLICT (email) DO UPDATE SET password_hash = EXCLUDED.password_hash, is_active = true, updated_at = now(),
       session_version = admin_users.session_version + 1,
       name = COALESCE(EXCLUDED.name, admin_users.name)
     RETURNING (xmax = 0) AS inserted`,
    [crypto.randomUUID(), normalized, passwordHash, name ?? null],
  );
  return res.rows[0]?.inserted ? "created" : "updated";
}

export async function countAdmins(client: pg.Client): Promise<number> {
  const res = await client.query<{ n: string }>("SELECT count(*)::text AS n FROM admin_users");
  return Number(res.rows[0]?.n ?? 0);
}

export async function adminExists(client: pg.Client, email: string): Promise<boolean> {
  const res = await client.query("SELECT 1 FROM admin_users WHERE email = $1", [email.trim().toLowerCase()]);
  return (res.rowCount ?? 0) > 0;
}
