// `npm run admin:create -- --email you@example.com [--password ...] [--name ...]`: creates an admin or
// resets its password. Uses DATABASE_URL, else the embedded database of a running `npm start`.
// Without --password, a strong one is generated and printed.
import crypto from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { upsertAdminRow } from "./admin-store";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const email = values.email ?? process.env.ADMIN_EMAIL;
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(
    "Usage: npm run admin:create -- --email you@example.com [--password <12+ chars>] [--name <name>]",
  );
  process.exit(64);
}
const password = values.password ?? crypto.randomBytes(12).toString("base64url");
if (password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(64);
}
const url =
  process.env.DATABASE_URL ||
  `postgresql://postgres:postgres@127.0.0.1:${process.env.PGLITE_PORT ?? 54329}/postgres?sslmode=disable`;
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
} catch {
  console.error(
    "Cannot reach the database: set DATABASE_URL, or start the product first (npm start) to use its embedded database.",
  );
  process.exit(1);
}
try {
  const result = await upsertAdminRow(client, email, password, values.name);
  console.log(
    `Admin ${email.trim().toLowerCase()} ${result}.${values.password ? "" : ` Password: ${password}`}`,
  );
} finally {
  await client.end();
}
