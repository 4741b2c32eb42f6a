import { NextResponse } from "next/server";
import { findCreditSession } from "@/lib/credits/session";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { paymentProvider } from "@/lib/payments/provider";
import { verifyPurchase } from "@/lib/payments/purchase";
import { verifyPaymentSchema } from "@/lib/validations/payments";

/** Checks a payment with the provider and grants its credits (once): {success, credits}. */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const provider = paymentProvider();
  const { payment_intent_id } = await parseJsonBody(req, verifyPaymentSchema);
  const session = await findCreditSession(req.headers);
  const result = await verifyPurchase(provider, payment_intent_id, session?.id ?? null);
  return NextResponse.json({ success: true, credits: result.credits, totalCredits: result.totalCredits });
});
