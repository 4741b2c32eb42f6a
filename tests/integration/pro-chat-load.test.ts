import { describe, expect, it, vi } from "vitest";
import type { LanguageModel } from "ai";
import { callRoute } from "../support/route-call";
import { creditSessionWith } from "../support/chat";

// The load bench's chat workload (bench/load.bench.mjs) in miniature: five buyers sending at once,
// each a run of messages. Its chat_credits_match_successes was false (4 credits for 100 sends) because
// the bench repeated ONE message: the first drafts the document (one credit), every repeat changes
// nothing and is free by design (lib/chat/cost.ts, docs/editing.md). The ledger was exact; the bench
// counted every send as paid. Here: repeats are free, alternating changes each pay exactly one, and
// under concurrency the credits spent equal the usage rows and the exchanges that name a transaction.
const ai = vi.hoisted(() => ({ model: null as LanguageModel | null }));
vi.mock("@/lib/ai/provider", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/ai/provider")>()),
  languageModel: () => ai.model,
}));

const { POST: send } = await import("@/app/api/pro-chat/route");
const { db } = await import("@/lib/db/client");

// The bench's messages: the old single one, and the pair it now alternates.
const REPEATED = "Make the lighting warmer and add soft rain sounds.";
const ALTERNATING = ["Change the mood to joyful.", "Change the mood to tense."];

type Buyer = Awaited<ReturnType<typeof creditSessionWith>>;

/** Each buyer sends `messages(i)` for i < count in sequence; all buyers at once. Returns 200s per buyer. */
async function flood(buyers: Buyer[], count: number, message: (i: number) => string) {
  return Promise.all(
    buyers.map(async (b) => {
      let ok = 0;
      for (let i = 0; i < count; i++) {
        const res = await callRoute(send, {
          path: "/api/pro-chat",
          body: { message: message(i) },
          cookies: b.cookies,
        });
        if (res.status === 200) ok++;
      }
      return ok;
    }),
  );
}

/** Credits spent, usage rows net of refunds, and stored exchanges that carry a spend's transaction. */
async function ledgerOf(b: Buyer, start: number) {
  const s = await db().creditSession.findUniqueOrThrow({ where: { id: b.id } });
  const tx = await db().creditTransaction.findMany({ where: { sessionId: b.id } });
  const charged = (
    await db().userActivity.findMany({ where: { sessionId: b.id, activityType: "chat_message" } })
  ).filter((a) => (a.details as { transactionId?: string | null }).transactionId);
  return {
    spent: start - s.creditsRemaining,
    usage: tx.filter((t) => t.transactionType === "usage").length,
    refunds: tx.filter((t) => t.transactionType === "refund").length,
    charged: charged.length,
    // The balance is its ledger's sum.
    balanced: tx.reduce((n, t) => n + t.amount, 0) === s.creditsRemaining,
  };
}

describe("Pro Chat credits under the load bench's pattern", () => {
  it("one message repeated: the draft pays one credit, the repeats change nothing and are free", async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => creditSessionWith(100)));
    const ok = await flood(buyers, 6, () => REPEATED);
    expect(ok).toEqual([6, 6, 6, 6, 6]);
    for (const b of buyers)
      expect(await ledgerOf(b, 100)).toEqual({ spent: 1, usage: 1, refunds: 0, charged: 1, balanced: true });
  });

  it("alternating changes: every send pays exactly one credit, so credits spent equal successful sends", async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => creditSessionWith(100)));
    const ok = await flood(buyers, 6, (i) => ALTERNATING[i % 2]);
    expect(ok).toEqual([6, 6, 6, 6, 6]);
    for (const b of buyers)
      expect(await ledgerOf(b, 100)).toEqual({ spent: 6, usage: 6, refunds: 0, charged: 6, balanced: true });
  });
});
