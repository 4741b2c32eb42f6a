import "server-only";
import { db } from "@/lib/db/client";
import { logAdminAction } from "@/lib/audit/admin-log";
import type { AdminActor } from "@/lib/http/request-context";
import { LEDGER_TX_OPTIONS, recordCreditChange } from "@/lib/credits/ledger";
import { findPack } from "@/lib/credits/packs";
import { findOrCreatePendingSession, findProvenSession, lockEmail } from "@/lib/credits/session";
import type { AmountGift, PackGift } from "@/lib/validations/admin";

export type GiftResult = {
  success: true;
  email: string;
  credits: number;
  balance: number;
  totalCredits: number;
  sessionId: string;
  createdSession: boolean;
};

/**
 * Gifts credits (spec: "a gift creates a new Pro Chat session or adds credits to an existing one"):
 * to the session that most recently PROVED the e-mail (a one-time code), else to the e-mail's pending
 * session, which whoever proves the e-mail claims. A session that merely typed the e-mail at checkout
 * gets nothing. Under a per-e-mail lock, so simultaneous gifts to a new address make one session;
 * the ledger change and the audit entry are written in the same transaction.
 */
export async function giftCredits(actor: AdminActor, gift: AmountGift | PackGift): Promise<GiftResult> {
  const pack = "packType" in gift ? findPack(gift.packType) : undefined;
  const amount = "amount" in gift ? gift.amount : (pack?.credits ?? 0);
  const description = "description" in gift ? gift.description : `Admin gift: ${pack?.name ?? "credit"} pack`;
  const packType = pack?.id ?? null;

  return db().$transaction(async (tx) => {
    await lockEmail(tx, gift.email);
    const proven = await findProvenSession(tx, gift.email);
    const target = proven
      ? { id: proven.id, created: false }
      : await findOrCreatePendingSession(tx, gift.email, packType);
    const sessionId = target.id;
    const change = await recordCreditChange({ sessionId, type: "gift", amount, description, packType }, tx);
    await logAdminAction(
      actor,
      {
        action: "gift_credits",
        targetEmail: gift.email,
        details: {
          amount,
          packType,
          description,
          sessionId,
          createdSession: target.created,
          pending: !proven,
        },
      },
      tx,
    );
    return {
      success: true,
      email: gift.email,
      credits: amount,
      balance: change.balance,
      totalCredits: change.totalCredits,
      sessionId,
      createdSession: target.created,
    };
  }, LEDGER_TX_OPTIONS);
}
