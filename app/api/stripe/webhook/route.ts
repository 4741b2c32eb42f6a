import { NextResponse } from "next/server";
import { readBodyText, route } from "@/lib/http/route";
import { receiveStripeEvent, WEBHOOK_BODY_LIMIT, webhookSecret } from "@/lib/payments/webhook";

/** Stripe webhook: the signature is checked on the raw body (no JSON body spec), the event applied once. */
export const POST = route({ gate: webhookSecret }, async ({ req }) => {
  const signature = req.headers.get("stripe-signature");
  const raw = signature ? await readBodyText(req, WEBHOOK_BODY_LIMIT) : "";
  const outcome = await receiveStripeEvent(raw, signature);
  return NextResponse.json({ received: true, outcome });
});
