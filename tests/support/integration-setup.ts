import { afterAll, inject } from "vitest";

// Point lib/env at this run's database before any lib module reads it.
process.env.DATABASE_URL = inject("databaseUrl");
// The embedded PGlite is one Postgres session: one pooled connection keeps transactions isolated.
process.env.DB_POOL_MAX = inject("databaseKind") === "pglite" ? "1" : (process.env.DB_POOL_MAX ?? "5");
process.env.AUTH_SECRET ??= "integration-test-secret-0123456789abcdef";
process.env.RATE_LIMITS ??= "on";
// In-process route calls have no socket: they stand behind one trusted proxy that appended the
// client's address (tests/support/route-call.ts sends it in X-Forwarded-For).
process.env.TRUSTED_PROXY_HOPS ??= "1";

afterAll(async () => {
  const { disconnectDb } = await import("@/lib/db/client");
  await disconnectDb();
});
