import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { recordCreditChange, spendCredits } from "@/lib/credits/ledger";
import { createCreditSession } from "@/lib/credits/session";

const email = () => `ledger-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function sessionWith(credits: number, mail: string | null = email()) {
  const { session } = await createCreditSession({ email: mail });
  if (credits > 0)
    await recordCreditChange({ sessionId: session.id, type: "gift", amount: credits, description: "seed" });
  return session;
}

describe("credit ledger", () => {
  it("100 concurrent spends on a 10-credit session succeed exactly 10 times", async () => {
    const s = await sessionWith(10);
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => spendCredits(s.id)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(rejected).toHaveLength(90);
    expect(
      rejected.filter((r) => r.reason?.code !== "payment_required").map((r) => String(r.reason)),
    ).toEqual([]);
    const fresh = await db().creditSession.findUniqueOrThrow({ where: { id: s.id } });
    expect(fresh.creditsRemaining).toBe(0);
    const last = await db().creditTransaction.findFirstOrThrow({
      where: { sessionId: s.id },
      orderBy: [{ createdAt: "desc" }, { balanceAfter: "asc" }],
    });
    expect(last.balanceAfter).toBe(fresh.creditsRemaining);
    const sum = await db().creditTransaction.aggregate({
      where: { sessionId: s.id },
      _sum: { amount: true },
    });
    expect(sum._sum.amount).toBe(fresh.creditsRemaining);
    const profile = await db().userProfile.findUniqueOrThrow({ where: { email: s.email! } });
    expect(profile.totalCreditsUsed).toBe(10);
  });

  it("grants a payment intent exactly once under five concurrent deliveries", async () => {
    const s = await sessionWith(0);
    const pi = `pi_${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        recordCreditChange({
          sessionId: s.id,
          type: "purchase",
          amount: 20,
          packType: "basic",
          stripePaymentIntentId: pi,
        }),
      ),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    const fresh = await db().creditSession.findUniqueOrThrow({ where: { id: s.id } });
    expect(fresh).toMatchObject({ creditsRemaining: 20, totalCredits: 20 });
    expect(await db().creditTransaction.count({ where: { stripePaymentIntentId: pi } })).toBe(1);
    const profile = await db().userProfile.findUniqueOrThrow({ where: { email: s.email! } });
    expect(profile.totalCreditsEverPurchased).toBe(20);
  });

  it("refuses a spend with 402 at zero and leaves no transaction", async () => {
    const s = await sessionWith(0);
    await expect(spendCredits(s.id)).rejects.toMatchObject({
      code: "payment_required",
      message: "No credits remaining",
    });
    expect(await db().creditTransaction.count({ where: { sessionId: s.id } })).toBe(0);
  });

  it("a suspended account cannot spend", async () => {
    const s = await sessionWith(5);
    await db().userProfile.update({ where: { email: s.email! }, data: { accountStatus: "suspended" } });
    await expect(spendCredits(s.id)).rejects.toMatchObject({ code: "forbidden" });
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: s.id } })).creditsRemaining).toBe(5);
    await db().userProfile.update({ where: { email: s.email! }, data: { accountStatus: "active" } });
    await expect(spendCredits(s.id)).resolves.toMatchObject({ balance: 4 });
  });

  it("a clamped removal takes what is left, down to zero", async () => {
    const s = await sessionWith(3);
    const r = await recordCreditChange({
      sessionId: s.id,
      type: "payment_refund",
      amount: -20,
      clampAtZero: true,
    });
    expect(r).toMatchObject({ balance: 0, amount: -3 });
  });

  it("a refund gives a usage back and corrects the used total", async () => {
    const s = await sessionWith(2);
    await spendCredits(s.id);
    await recordCreditChange({ sessionId: s.id, type: "refund", amount: 1 });
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: s.id } })).creditsRemaining).toBe(2);
    expect((await db().userProfile.findUniqueOrThrow({ where: { email: s.email! } })).totalCreditsUsed).toBe(
      0,
    );
  });

  it("rolls a change back together with the caller's transaction", async () => {
    const s = await sessionWith(2);
    await expect(
      db().$transaction(async (tx) => {
        await spendCredits(s.id, {}, tx);
        throw new Error("reply failed");
      }),
    ).rejects.toThrow("reply failed");
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: s.id } })).creditsRemaining).toBe(2);
  });
});
