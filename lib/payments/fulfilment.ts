import "server-only";
import { LEDGER_TX_OPTIONS, recordCreditChange } from "@/lib/credits/ledger";
import { findPack, type CreditPack } from "@/lib/credits/packs";
import { findOrCreatePendingSession, lockEmail } from "@/lib/credits/session";
import { db, isUniqueViolation, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { PaymentIntentInfo } from "@/lib/payments/types";
import { sendPurchaseEmail, type PurchaseReceipt } from "@/lib/payments/purchase-email";
import { findOrCreateBuyer } from "@/lib/users/buyers";
import { buyerEmailSchema } from "@/lib/validations/payments";

// Fulfilment: a succeeded payment intent grants its pack's credits exactly once. It runs from the
// webhook and from verify-payment, possibly at the same moment: a transaction-scoped advisory lock
// per payment intent serialises them, a purchase already recorded for the intent makes a repeat a
// no-op, and the ledger's unique index (payment intent, type) is the last line of defence.

export type FulfilmentResult = {
  applied: boolean;
  sessionId: string;
  credits: number;
  totalCredits: number;
  /** What was granted, for the post-purchase e-mail (only when applied). */
  receipt?: PurchaseReceipt;
};

export type PurchaseTerms = { pack: CreditPack; email: string; sessionId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads and checks what a payment intent bought: a known pack, paid in full in USD, by an e-mail. */
export function purchaseTerms(intent: PaymentIntentInfo): PurchaseTerms {
  const pack = findPack(intent.metadata.pack_id ?? "");
  if (!pack) throw new AppError("bad_request", "This payment is not for a PromptReel credit pack.");
  if (intent.amount !== pack.amountCents || intent.currency.toLowerCase() !== "usd") {
    throw new AppError("bad_request", "The payment amount does not match the credit pack.");
  }
  const email = buyerEmailSchema.safeParse(intent.metadata.email ?? "");
  if (!email.success) throw new AppError("bad_request", "The payment has no valid buyer e-mail.");
  const sessionId = intent.metadata.credit_session_id;
  return { pack, email: email.data, sessionId: sessionId && UUID.test(sessionId) ? sessionId : null };
}

/** Serialises work on one payment intent until the transaction ends. */
export async function lockPaymentIntent(tx: Tx, paymentIntentId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`payment:${paymentIntentId}`})::bigint)`;
}

async function fulfilInTx(tx: Tx, intent: PaymentIntentInfo): Promise<FulfilmentResult> {
  if (intent.status !== "succeeded") throw new AppError("conflict", "This payment has not succeeded yet.");
  const { pack, email, sessionId } = purchaseTerms(intent);
  await lockPaymentIntent(tx, intent.id);

  const done = await tx.creditTransaction.findFirst({
    where: { stripePaymentIntentId: intent.id, transactionType: "purchase" },
    select: { session: { select: { id: true, creditsRemaining: true, totalCredits: true } } },
  });
  if (done)
    return {
      applied: false,
      sessionId: done.session.id,
      credits: done.session.creditsRemaining,
      totalCredits: done.session.totalCredits,
    };

  await findOrCreateBuyer(email, { stripeCustomerId: intent.customerId }, tx);
  const held = sessionId
    ? await tx.creditSession.findUnique({ where: { id: sessionId }, select: { id: true, email: true } })
    : null;
  // The buyer's browser session is gone (or never known): the credits wait in the e-mail's pending
  // session, which the buyer claims by proving the e-mail with a code.
  let session: { id: string; email: string | null };
  if (held) session = held;
  else {
    await lockEmail(tx, email);
    session = { ...(await findOrCreatePendingSession(tx, email, pack.id)), email };
  }
  // A session keeps the first e-mail it bought under (its suspension and identity follow it); a
  // later purchase under another address is recorded on the purchase row, never re-labels it.
  await tx.creditSession.update({
    where: { id: session.id },
    data: { email: session.email ?? email, packType: pack.id, stripePaymentIntentId: intent.id },
  });

  const result = await recordCreditChange(
    {
      sessionId: session.id,
      type: "purchase",
      amount: pack.credits,
      packType: pack.id,
      stripePaymentIntentId: intent.id,
      stripeChargeId: intent.latestChargeId,
      amountCents: intent.amount,
      email,
      description: `${pack.name} pack: ${pack.credits} Pro Chat messages (${pack.priceDisplay})`,
    },
    tx,
  );
  return {
    applied: true,
    sessionId: session.id,
    credits: result.balance,
    totalCredits: result.totalCredits,
    receipt: { email, pack, balance: result.balance },
  };
}

/**
 * Grants a succeeded payment intent's credits, at most once. Pass `tx` to run inside a larger
 * transaction (the webhook records the event id in the same one).
 */
export async function fulfilPayment(intent: PaymentIntentInfo, tx?: Tx): Promise<FulfilmentResult> {
  if (tx) return fulfilInTx(tx, intent);
  let result: FulfilmentResult;
  try {
    result = await db().$transaction((t) => fulfilInTx(t, intent), LEDGER_TX_OPTIONS);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Someone fulfilled it between our check and our write: report that grant.
    result = await db().$transaction((t) => fulfilInTx(t, intent), LEDGER_TX_OPTIONS);
  }
  sendPurchaseEmail(result);
  return result;
}
