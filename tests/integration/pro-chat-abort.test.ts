import { describe, expect, it, vi } from "vitest";
import type { LanguageModel } from "ai";
import { NextRequest } from "next/server";
import { creditSessionWith } from "../support/chat";

// Many streamed sends at once on ONE conversation of one credit session, some abandoned by the client
// mid-stream (the reader cancelled, as a closed tab or a client timeout does). The server finishes every
// send anyway (lib/chat/stream.ts); once it is idle, every charge is accounted for exactly once: each
// usage row is either named by exactly one stored exchange or reversed by exactly one refund, never
// both; the balance equals its ledger and never goes negative; no exchange is lost or doubled. Sends
// racing on one conversation are worked out again over the newer document (lib/chat/send.ts): one that
// then changes nothing is stored free, its refund in the same transaction; one that keeps losing fails
// and is refunded. Before that refund shared the exchange's transaction, such a send was stored naming
// its spend AND refunded (the load bench's "charged sends" above its credits spent).
const ai = vi.hoisted(() => ({ model: null as LanguageModel | null }));
vi.mock("@/lib/ai/provider", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/ai/provider")>()),
  languageModel: () => ai.model,
}));

const { POST: send } = await import("@/app/api/pro-chat/route");
const { db } = await import("@/lib/db/client");
const { prepareSend, completeSend } = await import("@/lib/chat/send");

const MOODS = ["Change the mood to joyful.", "Change the mood to tense.", "Change the mood to calm."];
const CONCURRENT = 21; // the draft plus these stay under the per-session limit of 30 a minute

function request(cookie: string, message: string) {
  return new NextRequest("http://localhost/api/pro-chat", {
    method: "POST",
    headers: {
      host: "localhost",
      origin: "http://localhost",
      "x-forwarded-for": "203.0.113.9",
      "content-type": "application/json",
      accept: "application/x-ndjson",
      cookie,
    },
    body: JSON.stringify({ message }),
  });
}

/** One send; `abandon` cancels the reader after the first event, as a client that gave up does. */
async function sendOne(cookie: string, message: string, abandon: boolean): Promise<string> {
  const res = await send(request(cookie, message), { params: Promise.resolve({}) });
  if (!res.body) return `status ${res.status}`;
  if (!abandon) return `${res.status} ${await res.text()}`;
  const reader = res.body.getReader();
  await reader.read();
  await reader.cancel();
  return "abandoned";
}

/** The session's ledger and stored exchanges, read back from the database. */
async function snapshot(sessionId: string) {
  const s = await db().creditSession.findUniqueOrThrow({ where: { id: sessionId } });
  const tx = await db().creditTransaction.findMany({ where: { sessionId }, orderBy: { createdAt: "asc" } });
  const messages = await db().userActivity.findMany({ where: { sessionId, activityType: "chat_message" } });
  const conversation = await db().proChatConversation.findFirstOrThrow({ where: { sessionId } });
  return { s, tx, messages, conversation };
}

/** Polls until the stored counts stop changing (the abandoned sends finish in the background). */
async function settled(sessionId: string) {
  let last = "";
  for (let i = 0; i < 100; i++) {
    const { tx, messages } = await snapshot(sessionId);
    const now = `${tx.length}/${messages.length}`;
    if (now === last) return;
    last = now;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the server never settled");
}

describe("Pro Chat sends racing on one conversation, some abandoned by the client", () => {
  it("every charge is stored once or refunded once, the balance is its ledger, nothing lost", async () => {
    const start = 100;
    const buyer = await creditSessionWith(start);
    const cookie = Object.entries(buyer.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    // The first send drafts the document; then the floods change its mood.
    expect(await sendOne(cookie, MOODS[0], false)).toMatch(/^200 /);
    const outcomes = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => sendOne(cookie, MOODS[i % MOODS.length], i % 3 === 1)),
    );
    expect(outcomes.filter((o) => o === "abandoned")).toHaveLength(7);
    await settled(buyer.id);

    const { s, tx, messages, conversation } = await snapshot(buyer.id);
    const usage = tx.filter((t) => t.transactionType === "usage");
    const refunds = tx.filter((t) => t.transactionType === "refund");
    const details = messages.map(
      (m) =>
        m.details as { transactionId?: string | null; refined?: boolean; refundedTransactionId?: string },
    );
    const spent = start - s.creditsRemaining;

    // Never negative, and the balance is its ledger (sum and the last balance_after).
    expect(s.creditsRemaining).toBeGreaterThanOrEqual(0);
    expect(tx.reduce((n, t) => n + t.amount, 0)).toBe(s.creditsRemaining);
    expect(Math.min(...tx.map((t) => t.balanceAfter))).toBeGreaterThanOrEqual(0);
    // Each usage is named by exactly one stored exchange XOR reversed by exactly one refund.
    for (const u of usage) {
      const named = details.filter((d) => d.transactionId === u.id).length;
      const reversed = refunds.filter((r) => r.reversesTransactionId === u.id).length;
      expect({ usage: u.id, named, reversed }).toSatisfy(
        (x: { named: number; reversed: number }) => x.named + x.reversed === 1,
      );
    }
    // Every refund reverses a usage of this session.
    for (const r of refunds) expect(usage.map((u) => u.id)).toContain(r.reversesTransactionId);
    // Credits spent = charged exchanges = usage net of refunds = exchanges that changed the document.
    const charged = details.filter((d) => d.transactionId).length;
    expect(spent).toBe(usage.length - refunds.length);
    expect(charged).toBe(spent);
    // Every stored exchange is one user entry and one answer; none lost, none doubled.
    const history = conversation.conversationHistory as { role: string; previous?: unknown }[];
    expect(history.length).toBe(2 * messages.length);
    // The paid exchanges are the draft and those that changed the document (they keep what they
    // replaced); an exchange that changed nothing, refunded or free, keeps nothing.
    expect(1 + history.filter((e) => e.role === "assistant" && e.previous).length).toBe(spent);
    // A refunded exchange names its refunded spend, and no other.
    expect(details.filter((d) => d.refundedTransactionId).length).toBe(
      refunds.filter((r) => r.description === "Refund: Pro Chat message changed nothing").length,
    );
    expect(conversation.refinementCount).toBe(details.filter((d) => d.refined).length);
    // Every send was stored, or failed (after five lost races): a paid one is then refunded and logged
    // as chat_reply_failed, a free one leaves nothing.
    const failed = await db().userActivity.count({
      where: { sessionId: buyer.id, activityType: "chat_reply_failed" },
    });
    expect(messages.length + failed).toBeLessThanOrEqual(1 + CONCURRENT);
    expect(messages.length + failed).toBe(
      usage.length + details.filter((d) => !d.transactionId && !d.refundedTransactionId).length,
    );
    expect(refunds.length).toBe(failed + details.filter((d) => d.refundedTransactionId).length);
  });

  it("a free send that, worked out again, changes the document pays for it, and without a credit stores nothing (402)", async () => {
    const buyer = await creditSessionWith(3);
    const cookie = Object.entries(buyer.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    // Draft (1 credit), then the mood to tense (1 credit): one credit left.
    expect(await sendOne(cookie, MOODS[0], false)).toMatch(/^200 /);
    expect(await sendOne(cookie, MOODS[1], false)).toMatch(/^200 /);
    const session = { id: buyer.id, email: buyer.email };
    const facts = { ipAddress: null, userAgent: null };
    // Both worked out over the tense document: joyful pays the last credit, tense again is free.
    const joyful = await prepareSend(session, { message: MOODS[0] }, facts);
    const tense = await prepareSend(session, { message: MOODS[1] }, facts);
    expect([joyful.spend.transactionId !== undefined, tense.spend.transactionId]).toEqual([true, undefined]);
    await completeSend(joyful, () => {}, { chunkDelayMs: 0 });
    // Over the joyful document "tense" is a change again, and there is no credit left to pay for it.
    await expect(completeSend(tense, () => {}, { chunkDelayMs: 0 })).rejects.toMatchObject({
      code: "payment_required",
    });
    const { s, tx, messages, conversation } = await snapshot(buyer.id);
    expect(s.creditsRemaining).toBe(0);
    expect(tx.reduce((n, t) => n + t.amount, 0)).toBe(0);
    expect(messages).toHaveLength(3);
    expect((conversation.conversationHistory as unknown[]).length).toBe(6);
  });
});
