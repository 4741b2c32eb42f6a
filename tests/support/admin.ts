import pg from "pg";
import { POST as login } from "@/app/api/admin/login/route";
import { upsertAdminRow } from "@/scripts/admin-store";
import { callRoute, cookiesFrom } from "./route-call";

/** Creates (or resets) an admin in the test database. */
export async function createAdmin(
  email = `admin-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
  password = "correct horse battery",
) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await upsertAdminRow(client, email, password, "Test Admin");
  } finally {
    await client.end();
  }
  return { email, password };
}

/** Logs an admin in through POST /api/admin/login and returns the session cookies. */
export async function adminCookies(admin?: {
  email: string;
  password: string;
}): Promise<Record<string, string>> {
  const who = admin ?? (await createAdmin());
  // A fresh client address per helper login, so sessions for tests never trip the per-client login limit.
  const ip = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
  const res = await callRoute(login, {
    body: { email: who.email, password: who.password },
    headers: { "x-forwarded-for": ip },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return cookiesFrom(res.setCookie);
}
