import { NextResponse } from "next/server";
import { findPack } from "@/lib/credits/packs";
import {
  createCreditSession,
  findCreditSession,
  rotateCreditToken,
  setCreditCookie,
} from "@/lib/credits/session";
import { env } from "@/lib/env";
import { assertSameOrigin, clientIp, parseJsonBody, route } from "@/lib/http/route";
import { paymentProvider } from "@/lib/payments/provider";
import { startPurchase } from "@/lib/payments/purchase";
import { enforceRateLimit } from "@/lib/rate-limit";
import { createPaymentIntentSchema } from "@/lib/validations/payments";

/**
 * Starts a card payment for a pack: {pack_id, email} -> {client_secret}; the visitor gets a credit
 * session if needed, and a rotated token for the one they had (24.5).
 */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const provider = paymentProvider();
  const { pack_id, email } = await parseJsonBody(req, createPaymentIntentSchema);
  await enforceRateLimit(["checkout:client", clientIp(req.headers) ?? "unknown"], {
    limit: env().RATE_LIMIT_CHECKOUT_PER_MIN,
    windowMs: 60_000,
  });
  const pack = findPack(pack_id)!;
  let session = await findCreditSession(req.headers);
  let token: string;
  // A purchase always leaves with a fresh token: a copy of the cookie from before (shared, planted)
  // never reaches the credits about to be bought.
  if (session) token = await rotateCreditToken(session.id);
  else ({ session, token } = await createCreditSession());
  const started = await startPurchase(provider, { pack, email, sessionId: session.id });
  const res = NextResponse.json({
    client_secret: started.clientSecret,
    payment_intent_id: started.paymentIntentId,
    mode: provider.mode,
    amount: started.amountCents,
    currency: started.currency,
    priceDisplay: pack.priceDisplay,
  });
  setCreditCookie(res, token);
  return res;
});
