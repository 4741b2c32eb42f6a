import "server-only";
import { recordCreditChange } from "@/lib/credits/ledger";
import type { Tx } from "@/lib/db/client";
import { logPaymentActivity } from "@/lib/payments/activity";
import { lockPaymentIntent } from "@/lib/payments/fulfilment";

// Refunds and disputes take the refunded share of a pack's credits back, down to zero (credits
// already used cannot be taken back). Amounts are cumulative per charge, as Stripe reports them, so
// a second partial refund removes only the difference; the first removal carries the payment intent
// id (unique per intent and type), later ones the charge id.

export type RefundInput = {
  paymentIntentId: string;
  chargeId: string | null;
  /** Cumulative refunded (or disputed) amount in cents, and the charge's amount. */
  refundedCents: number;
  chargeAmountCents: number;
  reason: "refund" | "dispute";
  eventId: string;
};

const DISPUTED = "Payment disputed";

export type RefundResult = { removed: number; balance: number | null };

/** Removes the credits a refund or dispute takes back; logs it either way. */
export async function removeRefundedCredits(tx: Tx, input: RefundInput): Promise<RefundResult> {
  const { paymentIntentId: pi, chargeId } = input;
  await lockPaymentIntent(tx, pi);
  const purchase = await tx.creditTransaction.findFirst({
    where: { stripePaymentIntentId: pi, transactionType: "purchase" },
  });
  if (!purchase) {
    await logPaymentActivity(tx, {
      email: null,
      type: `payment_${input.reason}_unmatched`,
      details: { ...input },
    });
    return { removed: 0, balance: null };
  }

  const purchased = purchase.amount;
  const share = input.chargeAmountCents > 0 ? input.refundedCents / input.chargeAmountCents : 1;
  const target = input.reason === "dispute" ? purchased : Math.min(purchased, Math.ceil(purchased * share));
  const previous = await tx.creditTransaction.findMany({
    where: {
      transactionType: "payment_refund",
      OR: [{ stripePaymentIntentId: pi }, ...(chargeId ? [{ stripeChargeId: chargeId }] : [])],
    },
    select: { amount: true, stripePaymentIntentId: true, amountCents: true, description: true },
  });
  const alreadyRemoved = previous.reduce((sum, t) => sum - t.amount, 0);
  // The money returned by this event beyond what earlier rows recorded (amounts are cumulative).
  // Refund amounts are cumulative per charge; a dispute's amount is its own.
  const alreadyRefundedCents = previous
    .filter((t) => !t.description?.startsWith(DISPUTED))
    .reduce((sum, t) => sum - (t.amountCents ?? 0), 0);
  const refundedNowCents =
    input.reason === "dispute"
      ? input.refundedCents
      : Math.max(0, input.refundedCents - alreadyRefundedCents);
  const toRemove = target - alreadyRemoved;

  let removed = 0;
  let balance: number | null = null;
  if (toRemove > 0) {
    const label = input.reason === "dispute" ? DISPUTED : "Payment refunded";
    const result = await recordCreditChange(
      {
        sessionId: purchase.sessionId,
        type: "payment_refund",
        amount: -toRemove,
        clampAtZero: true,
        packType: purchase.packType,
        stripePaymentIntentId: previous.some((t) => t.stripePaymentIntentId) ? null : pi,
        stripeChargeId: chargeId,
        amountCents: -refundedNowCents,
        description: `${label}: ${toRemove} of ${purchased} credits taken back`,
      },
      tx,
    );
    removed = -result.amount;
    balance = result.balance;
  }
  await logPaymentActivity(tx, {
    email: purchase.email,
    type: input.reason === "dispute" ? "payment_disputed" : "payment_refunded",
    sessionId: purchase.sessionId,
    details: {
      ...input,
      purchasedCredits: purchased,
      targetCredits: target,
      creditsRemoved: removed,
      balanceAfter: balance,
    },
  });
  console.info(
    `[payments] ${input.reason} on ${pi}: ${removed} credits removed (target ${target} of ${purchased})`,
  );
  return { removed, balance };
}
