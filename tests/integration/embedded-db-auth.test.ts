import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedDb } from "@/scripts/embedded-db.mjs";

// Demo mode's embedded database (PGlite) accepts any password by itself; its local port must ask for
// the generated secret (24.5).
let db: Awaited<ReturnType<typeof startEmbeddedDb>>;

beforeAll(async () => {
  db = await startEmbeddedDb({
    dir: "memory",
    port: 56000 + Math.floor(Math.random() * 3000),
    password: "the-generated-secret",
  });
});
afterAll(async () => {
  await db?.stop();
});

const connect = async (password: string | undefined) => {
  const client = new pg.Client({
    host: "127.0.0.1",
    port: db.port,
    user: "postgres",
    database: "postgres",
    password,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
    return (await client.query<{ n: number }>("SELECT 1 + 1 AS n")).rows[0].n;
  } finally {
    await client.end().catch(() => {});
  }
};

describe("embedded database authentication", () => {
  it("answers a client that gives the secret, through the URL it hands out", async () => {
    expect(db.url).toContain("the-generated-secret");
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    expect((await client.query("SELECT 40 + 2 AS n")).rows[0].n).toBe(42);
    await client.end();
    expect(await connect("the-generated-secret")).toBe(2);
  });

  it("refuses any other password with Postgres's 28P01, and an empty one", async () => {
    for (const password of ["postgres", "the-generated-secreT", ""])
      await expect(connect(password)).rejects.toMatchObject({ code: "28P01" });
  });

  it("keeps serving several connections at once after they authenticate", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => connect("the-generated-secret")));
    expect(results).toEqual([2, 2, 2, 2, 2]);
  });
});
