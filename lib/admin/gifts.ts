import "server-only";
import { db } from "@/lib/db/client";
import { logAdminAction } from "@/lib/audit/admin-log";
import type { AdminActor } from "@/lib/http/request-context";
import { recordCreditChange } from "@/lib/credits/ledger";
import { findPack } from "@/lib/credits/packs";
import { createCreditSession } from "@/lib/credits/session";
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
 * to the e-mail's most recent unexpired credit session, else to a new one. The ledger change and the
 * audit entry are written in one transaction.
 */
export async function giftCredits(actor: AdminActor, gift: AmountGift | PackGift): Promise<GiftResult> {
  const pack = "packType" in gift ? findPack(gift.packType) : undefined;
  const amount = "amount" in gift ? gift.amount : (pack?.credits ?? 0);
  const description = "description" in gift ? gift.description : `Admin gift: ${pack?.name ?? "credit"} pack`;
  const packType = pack?.id ?? null;

  const existing = await db().creditSession.findFirst({
    where: { email: gift.email, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  const sessionId = existing?.id ?? (await createCreditSession({ email: gift.email, packType })).session.id;

  return db().$transaction(async (tx) => {
    const change = await recordCreditChange({ sessionId, type: "gift", amount, description, packType }, tx);
    await logAdminAction(
      actor,
      {
        action: "gift_credits",
        targetEmail: gift.email,
        details: { amount, packType, description, sessionId, createdSession: !existing },
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
      createdSession: !existing,
    };
  });
}
