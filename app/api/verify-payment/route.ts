import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { paymentProvider } from "@/lib/payments/provider";
import { verifyPurchase } from "@/lib/payments/purchase";
import { verifyPaymentSchema } from "@/lib/validations/payments";

/** Checks a payment with the provider and grants its credits (once): {success, credits}. */
export const POST = route(
  { sameOrigin: true, auth: "credit", gate: paymentProvider, body: verifyPaymentSchema },
  async ({ actor, body }) => {
    const result = await verifyPurchase(paymentProvider(), body.payment_intent_id, actor.session?.id ?? null);
    return NextResponse.json({ success: true, credits: result.credits, totalCredits: result.totalCredits });
  },
);
