import { describe, expect, it } from "vitest";
import { GET as live } from "@/app/api/health/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { db } from "@/lib/db/client";
import { callRoute } from "../support/route-call";

// Liveness and readiness as a balancer sees them.

describe("health endpoints", () => {
  it("liveness answers 200 with the database up", async () => {
    const res = await callRoute(live);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", database: "up" });
  });

  it("readiness is 200 when every shipped migration is applied", async () => {
    const res = await callRoute(ready);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ready" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("readiness is 503 naming the migration while one is not applied", async () => {
    const [latest] = await db().$queryRawUnsafe<{ id: string; migration_name: string }[]>(
      "SELECT id, migration_name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1",
    );
    await db().$executeRawUnsafe(
      "UPDATE _prisma_migrations SET rolled_back_at = now() WHERE id = $1",
      latest.id,
    );
    try {
      const res = await callRoute(ready);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({
        status: "unavailable",
        reason: "migrations_pending",
        message: "Database migrations are pending.",
        pending: [latest.migration_name],
      });
    } finally {
      await db().$executeRawUnsafe(
        "UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE id = $1",
        latest.id,
      );
    }
    expect((await callRoute(ready)).status).toBe(200);
  });
});
