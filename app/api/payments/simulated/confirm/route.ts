import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { assertSimulatedPayments, confirmSimulatedPayment } from "@/lib/payments/simulated-confirm";
import { simulatedConfirmSchema } from "@/lib/validations/payments";

/** Demo mode only: settles a simulated card payment ("Test mode: no real charge") through the webhook's fulfilment. */
export const POST = route(
  { sameOrigin: true, gate: assertSimulatedPayments, body: simulatedConfirmSchema },
  async ({ body }) => {
    const result = await confirmSimulatedPayment(body.client_secret, body.card_number);
    return NextResponse.json({ status: result.status, payment_intent_id: result.paymentIntentId });
  },
);
