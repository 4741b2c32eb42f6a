import "server-only";
import { isSessionSuspended } from "@/lib/credits/ledger";
import type { CreditPack } from "@/lib/credits/packs";
import { AppError } from "@/lib/errors";
import { fulfilPayment, type FulfilmentResult } from "@/lib/payments/fulfilment";
import type { PaymentProvider } from "@/lib/payments/types";
import { storedCustomerId } from "@/lib/users/buyers";

// Starting a purchase (a payment intent for a server-defined pack) and verifying it afterwards.

export const NOT_YOUR_PAYMENT =
  "This payment was made from another browser. Use Login with Email to restore your credits.";
export const PAYMENT_NOT_FOUND = "Payment not found.";
export const SUSPENDED_PURCHASE =
  "This account is suspended, so it cannot buy credits. Please contact support.";

export type StartedPurchase = {
  paymentIntentId: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
};

/**
 * Creates the payment intent for `pack`; its metadata names the pack (and its spec tier), the e-mail
 * and the visitor's credit session. Nothing is written for the e-mail before a payment succeeds
 * (docs/security-overview.md, finding 11: anyone can type any address): the buyer's rows are made by fulfilment, and a
 * provider customer is reused only when an earlier purchase stored one.
 */
export async function startPurchase(
  provider: PaymentProvider,
  input: { pack: CreditPack; email: string; sessionId: string },
): Promise<StartedPurchase> {
  const { pack, email, sessionId } = input;
  // A suspended person cannot buy (under any e-mail, from the same browser session) either.
  if (await isSessionSuspended(sessionId)) throw new AppError("forbidden", SUSPENDED_PURCHASE);
  // Demo and real payments never share a database, so a stored customer id is the provider's own.
  const customerId = await storedCustomerId(email);
  const intent = await provider.createPaymentIntent({
    amountCents: pack.amountCents,
    currency: "usd",
    customerId,
    email,
    description: `PromptReel ${pack.name} pack: ${pack.credits} Pro Chat messages`,
    metadata: {
      pack_id: pack.id,
      tier: pack.tier,
      credits: String(pack.credits),
      email,
      credit_session_id: sessionId,
    },
  });
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents: pack.amountCents,
    currency: "usd",
  };
}

/**
 * verify-payment: the intent must exist at the provider, belong to this visitor's credit session and
 * have succeeded; then its credits are granted (once, whoever comes first: this or the webhook).
 */
export async function verifyPurchase(
  provider: PaymentProvider,
  paymentIntentId: string,
  sessionId: string | null,
): Promise<FulfilmentResult> {
  const intent = await provider.retrievePaymentIntent(paymentIntentId);
  if (!intent) throw new AppError("not_found", PAYMENT_NOT_FOUND);
  if (!sessionId || intent.metadata.credit_session_id !== sessionId)
    throw new AppError("forbidden", NOT_YOUR_PAYMENT);
  if (intent.status !== "succeeded") {
    throw new AppError(
      "conflict",
      intent.lastError ? `Payment failed: ${intent.lastError}` : "This payment has not succeeded yet.",
    );
  }
  return fulfilPayment(intent);
}
