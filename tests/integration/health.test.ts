import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { healthResponder } from "@/scripts/health.mjs";
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

/** A server whose every request the production health responder answers, else 404 (Next's place). */
async function serveHealth(databaseUrl: string) {
  const health = healthResponder({ databaseUrl, connectTimeoutMs: 1_000 });
  const server = http.createServer((req, res) => {
    if (!health.answer(req, res)) res.writeHead(404).end("next");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      await health.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

describe("the production server's liveness check (scripts/health.mjs)", () => {
  it("answers GET and HEAD /api/health like the route, with the API headers, and nothing else", async () => {
    const { base, close } = await serveHealth(process.env.DATABASE_URL!);
    try {
      const res = await fetch(`${base}/api/health?probe=1`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual((await callRoute(live)).json);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("content-type")).toBe("application/json");
      const head = await fetch(`${base}/api/health`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      for (const [method, path] of [
        ["GET", "/api/health/ready"],
        ["GET", "/api/healthz"],
        ["POST", "/api/health"],
      ])
        expect(await (await fetch(`${base}${path}`, { method })).text()).toBe("next");
    } finally {
      await close();
    }
  });

  it("answers 503 with the route's message when the database refuses connections", async () => {
    const { base, close } = await serveHealth(
      `postgresql://postgres@127.0.0.1:${await closedPort()}/postgres`,
    );
    try {
      const res = await fetch(`${base}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        status: "unavailable",
        database: "down",
        message: "The database is unreachable.",
      });
    } finally {
      await close();
    }
  });
});
