import "server-only";
import { db } from "@/lib/db/client";
import { paymentMode, paymentProvider } from "@/lib/payments/provider";

// What /thanks says about the payment in its URL: the ledger is the truth for "verified"; a payment
// the provider knows but the ledger has not recorded yet (webhook or verification still to come, or a
// bank still processing) is "pending"; anything else, including no id or a made-up one, is "not_found".

export type PaymentOutcome =
  { kind: "verified"; credits: number } | { kind: "pending" } | { kind: "not_found" };

/** Payment intent ids as Stripe and the simulated provider write them; bounded before any lookup. */
const INTENT_ID = /^pi_[A-Za-z0-9_-]{1,1000}$/;
/** Statuses on the way to success; a failed or cancelled intent granted nothing, so it is not found. */
const PENDING_STATUSES = new Set(["succeeded", "processing", "requires_action", "requires_confirmation"]);

export async function paymentOutcome(paymentIntentId: string | null | undefined): Promise<PaymentOutcome> {
  if (!paymentIntentId || !INTENT_ID.test(paymentIntentId)) return { kind: "not_found" };
  const recorded = await db().creditTransaction.findFirst({
    where: { stripePaymentIntentId: paymentIntentId, transactionType: "purchase" },
    select: { amount: true },
  });
  if (recorded) return { kind: "verified", credits: recorded.amount };
  if (paymentMode() === "unavailable") return { kind: "not_found" };
  try {
    const intent = await paymentProvider().retrievePaymentIntent(paymentIntentId);
    return intent && PENDING_STATUSES.has(intent.status) ? { kind: "pending" } : { kind: "not_found" };
  } catch {
    // The provider could not be asked: nothing is confirmed yet, which is what "pending" says.
    return { kind: "pending" };
  }
}
