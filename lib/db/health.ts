import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { db } from "@/lib/db/client";
import { createLiveness, livenessAnswer } from "@/lib/db/liveness";

/**
 * True when the database answers a trivial query within the pool's connect timeout, or answered one
 * within the last two seconds and is only busy now (lib/db/liveness.ts).
 */
export const databaseReachable = createLiveness({
  probe: async () => {
    await db().$queryRawUnsafe("SELECT 1");
    return true;
  },
});

export type Readiness =
  | { ready: true }
  | { ready: false; reason: "database_unreachable" | "migrations_pending"; pending?: string[] };

/** The migrations this build ships (prisma/migrations/<name>/migration.sql), read once. */
let shipped: Promise<string[]> | undefined;
function shippedMigrations(): Promise<string[]> {
  shipped ??= fs
    .readdir(path.join(process.cwd(), "prisma", "migrations"), { withFileTypes: true })
    .then((entries) => entries.filter((e) => e.isDirectory()).map((e) => e.name))
    .catch(() => []);
  return shipped;
}

/**
 * Ready to take traffic: the database answers and every migration this build ships has been applied
 * (an instance of a newer build must not serve before `npm start` or a deploy step migrated).
 */
export async function readiness(): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const rows = await db().$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
    applied = new Set(rows.map((r) => r.migration_name));
  } catch (e) {
    // No migrations table at all means nothing was applied yet.
    if (/_prisma_migrations/.test(String((e as Error)?.message))) applied = new Set();
    else return { ready: false, reason: "database_unreachable" };
  }
  const pending = (await shippedMigrations()).filter((m) => !applied.has(m));
  return pending.length ? { ready: false, reason: "migrations_pending", pending } : { ready: true };
}

/**
 * GET /api/health as Next answers it (`npm run dev`, `next start`); the production server answers the
 * same check before Next, with its own connection (scripts/health.mjs).
 */
export async function liveness() {
  return livenessAnswer(await databaseReachable());
}

/** GET /api/health/ready: 200 {status: "ready"}, or 503 saying why (unreachable, migrations pending). */
export async function readinessAnswer() {
  const state = await readiness();
  if (state.ready) return { status: 200, body: { status: "ready" } };
  return {
    status: 503,
    body: {
      status: "unavailable",
      reason: state.reason,
      message:
        state.reason === "migrations_pending"
          ? "Database migrations are pending."
          : "The database is unreachable.",
      ...(state.pending ? { pending: state.pending } : {}),
    },
  };
}
