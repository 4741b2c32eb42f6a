import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptreel-sweeps-"));
process.env.DATA_DIR = dataDir;

import { createCreditSession } from "@/lib/credits/session";
import { recordCreditChange, spendCredits } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import { localStore } from "@/lib/storage/local-store";
import { localFile, localObjectPath, objectsDir } from "@/lib/storage/local-paths";
import { refundOrphanedChatSpends } from "@/lib/sweeps/chat-spends";
import { pruneExpiredRows } from "@/lib/sweeps/expired-rows";
import { deleteUnreferencedUploads } from "@/lib/sweeps/uploads";
import { PNG_1PX } from "../support/sample-files";
import { createTestDatabase } from "../support/test-database.mjs";

// The reconciliation sweeps against a real database: each fails without the sweep doing its job,
// and each is idempotent (a second run, or two at once, changes nothing more).

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;
const later = () => new Date(Date.now() + HOUR);

async function funded(credits: number) {
  const { session } = await createCreditSession({ email: null });
  await recordCreditChange({ sessionId: session.id, type: "gift", amount: credits });
  return session.id;
}
const balance = async (id: string) =>
  (await db().creditSession.findUniqueOrThrow({ where: { id } })).creditsRemaining;

describe("orphaned chat spends", () => {
  it("refunds a spend that was neither stored nor refunded, once, even with two sweeps at once", async () => {
    const sessionId = await funded(5);
    const conversationId = crypto.randomUUID();
    // 1. A reply that was stored: its chat_message activity names the spend.
    const stored = await spendCredits(sessionId, { conversationId });
    await db().userActivity.create({
      data: {
        activityType: "chat_message",
        sessionId,
        details: { conversationId, transactionId: stored.transactionId },
      },
    });
    // 2. A reply that failed and was refunded on the spot.
    const failed = await spendCredits(sessionId, { conversationId });
    await recordCreditChange({
      sessionId,
      type: "refund",
      amount: 1,
      conversationId,
      reversesTransactionId: failed.transactionId,
    });
    // 3. The process died between the spend and the store.
    const lost = await spendCredits(sessionId, { conversationId });
    expect(await balance(sessionId)).toBe(3);

    // Within the grace period nothing happens (the reply may still be streaming).
    expect((await refundOrphanedChatSpends(HOUR)).refunded).toBe(0);

    // (The sweep is global: other suites' spends in this database may be refunded too.)
    await Promise.all([refundOrphanedChatSpends(0, later()), refundOrphanedChatSpends(0, later())]);
    expect(await balance(sessionId)).toBe(4);
    const refunds = await db().creditTransaction.findMany({
      where: { sessionId, transactionType: "refund" },
      orderBy: { createdAt: "asc" },
    });
    expect(refunds.map((r) => r.reversesTransactionId)).toEqual([failed.transactionId, lost.transactionId]);
    expect(refunds[1]).toMatchObject({ amount: 1, balanceAfter: 4 });
    expect(stored.transactionId).not.toBe(lost.transactionId);
    expect((await refundOrphanedChatSpends(0, later())).refunded).toBe(0);
  });

  it("a second refund of the same spend is refused by the database, not applied", async () => {
    const sessionId = await funded(2);
    const spend = await spendCredits(sessionId, {});
    const change = {
      sessionId,
      type: "refund" as const,
      amount: 1,
      reversesTransactionId: spend.transactionId,
    };
    const results = await Promise.all([recordCreditChange(change), recordCreditChange(change)]);
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await balance(sessionId)).toBe(2);
  });
});

function writeObject(ageMs: number): string {
  fs.mkdirSync(objectsDir(), { recursive: true });
  const name = crypto.randomUUID().replaceAll("-", "");
  const file = localFile(name, "png");
  fs.writeFileSync(file, PNG_1PX);
  const at = new Date(Date.now() - ageMs);
  fs.utimesSync(file, at, at);
  return localObjectPath(name, "png");
}
const exists = (objectPath: string) =>
  fs.existsSync(path.join(objectsDir(), objectPath.slice("/objects/".length)));

describe("unreferenced uploads (local store)", () => {
  it("deletes old objects nothing refers to, such as a featured image replaced by an edit", async () => {
    const oldImage = writeObject(2 * 24 * HOUR);
    const newImage = writeObject(2 * 24 * HOUR);
    const gif = writeObject(2 * 24 * HOUR);
    const inBody = writeObject(2 * 24 * HOUR);
    const abandoned = writeObject(2 * 24 * HOUR);
    const justUploaded = writeObject(60_000);
    const slug = `sweep-${Date.now()}`;
    const article = await db().article.create({
      data: {
        title: "Sweep test",
        slug,
        metaTitle: "Sweep",
        metaDescription: "Sweep",
        bodyContent: `An inline picture: ![still](${inBody})`,
        featuredImage: oldImage,
      },
    });
    await db().article.update({ where: { id: article.id }, data: { featuredImage: newImage } });
    await db().showcaseVideo.create({ data: { title: "Sweep clip", gifUrl: gif } });

    const result = await deleteUnreferencedUploads(localStore, 24 * HOUR);
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect(exists(oldImage)).toBe(false);
    expect(exists(abandoned)).toBe(false);
    for (const kept of [newImage, gif, inBody, justUploaded]) expect(exists(kept)).toBe(true);

    const again = await deleteUnreferencedUploads(localStore, 24 * HOUR);
    expect(again.deleted).toBe(0);
  });
});

describe("expired rows", () => {
  it("prunes ended rate-limit windows and old one-time codes, keeping live ones", async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 2 * 24 * HOUR);
    const future = new Date(now.getTime() + HOUR);
    await db().rateLimitBucket.createMany({
      data: [
        { key: "sweep:old", windowStart: past, count: 3, expiresAt: past },
        { key: "sweep:live", windowStart: now, count: 1, expiresAt: future },
      ],
    });
    await db().emailCode.createMany({
      data: [
        { email: "sweep-old@example.com", codeHash: "x", expiresAt: past },
        { email: "sweep-used@example.com", codeHash: "x", expiresAt: future, usedAt: past },
        { email: "sweep-live@example.com", codeHash: "x", expiresAt: future },
      ],
    });
    const result = await pruneExpiredRows(now);
    expect(result.rateLimits).toBeGreaterThanOrEqual(1);
    expect(result.codes).toBeGreaterThanOrEqual(2);
    expect(await db().rateLimitBucket.count({ where: { key: { startsWith: "sweep:" } } })).toBe(1);
    expect(await db().emailCode.count({ where: { email: { startsWith: "sweep-" } } })).toBe(1);
    expect(await pruneExpiredRows(now)).toEqual({ rateLimits: 0, codes: 0 });
  });
});

describe("npm run sweep", () => {
  it("exits 0 on a fresh database and prints what it did", async () => {
    const fresh = await createTestDatabase("sweep");
    try {
      const root = path.resolve(import.meta.dirname, "../..");
      const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn("npm", ["run", "-s", "sweep"], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: fresh.url, DATA_DIR: dataDir, BLOB_READ_WRITE_TOKEN: "" },
        });
        let out = "";
        child.stdout.on("data", (d) => (out += d));
        child.stderr.on("data", (d) => (out += d));
        child.on("exit", (c) => resolve({ code: c, out }));
      });
      expect(code, out).toBe(0);
      expect(JSON.parse(out.trim().split("\n").pop()!)).toMatchObject({
        sweep: "done",
        chatSpends: { refunded: 0 },
        expired: { rateLimits: 0, codes: 0 },
      });
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
