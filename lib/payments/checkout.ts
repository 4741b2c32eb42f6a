import "server-only";
import { findPack } from "@/lib/credits/packs";
import { createCreditSession, rotateCreditToken, type CreditSession } from "@/lib/credits/session";
import { env } from "@/lib/env";
import type { ClientContext } from "@/lib/http/request-context";
import { paymentProvider } from "@/lib/payments/provider";
import { startPurchase } from "@/lib/payments/purchase";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { CreatePaymentIntentInput } from "@/lib/validations/payments";

/**
 * Starts a card payment for a pack (POST /api/create-payment-intent): burst-limited per client; the
 * visitor gets a credit session if they had none, and the one they had gets a fresh token, so a copy
 * of the cookie from before (shared, planted) never reaches the credits about to be bought. Returns
 * the answer and the token the route sets as the credit cookie.
 */
export async function startCheckout(
  { pack_id, email }: CreatePaymentIntentInput,
  session: CreditSession | null,
  client: ClientContext,
) {
  const provider = paymentProvider();
  await enforceRateLimit(["checkout:client", client.ip ?? "unknown"], {
    limit: env().RATE_LIMIT_CHECKOUT_PER_MIN,
    windowMs: 60_000,
  });
  const pack = findPack(pack_id)!;
  const { id: sessionId, token } = session
    ? { id: session.id, token: await rotateCreditToken(session.id) }
    : await createCreditSession().then((created) => ({ id: created.session.id, token: created.token }));
  const started = await startPurchase(provider, { pack, email, sessionId });
  const answer = {
    client_secret: started.clientSecret,
    payment_intent_id: started.paymentIntentId,
    mode: provider.mode,
    amount: started.amountCents,
    currency: started.currency,
    priceDisplay: pack.priceDisplay,
  };
  return { answer, token };
}
