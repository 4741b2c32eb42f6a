import { NextResponse } from "next/server";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { paymentMode } from "@/lib/payments/provider";
import { confirmSimulatedPayment } from "@/lib/payments/simulated-confirm";
import { simulatedConfirmSchema } from "@/lib/validations/payments";

/** Demo mode only: settles a simulated card payment ("Test mode: no real charge") through the webhook's fulfilment. */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  if (paymentMode() !== "simulated")
    throw new AppError("not_found", "Simulated payments are only available in demo mode.");
  const { client_secret, card_number } = await parseJsonBody(req, simulatedConfirmSchema);
  const result = await confirmSimulatedPayment(client_secret, card_number);
  return NextResponse.json({ status: result.status, payment_intent_id: result.paymentIntentId });
});
