import "server-only";
import { AppError } from "@/lib/errors";
import { processPaymentEvent } from "@/lib/payments/events";
import { paymentMode } from "@/lib/payments/provider";
import {
  intentIdFromClientSecret,
  simulatedEventId,
  simulatedIntent,
} from "@/lib/payments/simulated-provider";
import type { PaymentEvent, PaymentIntentInfo } from "@/lib/payments/types";

// The simulated card payment of demo mode. Confirming does what Stripe does: it settles the intent
// and delivers payment_intent.succeeded (or payment_intent.payment_failed) to the same event handler
// the webhook uses, so the simulated path exercises the real fulfilment.

/** Stripe's test card that is always declined. */
export const DECLINED_TEST_CARD = "4000000000000002";
export const CARD_DECLINED = "Your card was declined.";

/** Simulated payments exist only in demo mode: a 404 anywhere else. */
export function assertSimulatedPayments(): void {
  if (paymentMode() !== "simulated")
    throw new AppError("not_found", "Simulated payments are only available in demo mode.");
}

function eventFor(intent: PaymentIntentInfo, type: string, id: string): PaymentEvent {
  return {
    id,
    type,
    data: {
      object: {
        id: intent.id,
        object: "payment_intent",
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        metadata: intent.metadata,
        customer: intent.customerId,
        latest_charge: intent.latestChargeId,
        last_payment_error: intent.lastError ? { message: intent.lastError } : null,
      },
    },
  };
}

/** Settles a simulated payment: 402 for the declined test card, otherwise succeeded and fulfilled. */
export async function confirmSimulatedPayment(
  clientSecret: string,
  cardNumber?: string,
): Promise<{ paymentIntentId: string; status: "succeeded" }> {
  const id = intentIdFromClientSecret(clientSecret);
  if (!id)
    throw new AppError("bad_request", "This payment could not be found. Please start the checkout again.");
  if (cardNumber === DECLINED_TEST_CARD) {
    const failed = simulatedIntent(id, "requires_payment_method", CARD_DECLINED)!;
    await processPaymentEvent(
      eventFor(failed, "payment_intent.payment_failed", `${simulatedEventId(id, "failed")}_${Date.now()}`),
    );
    throw new AppError("payment_required", CARD_DECLINED);
  }
  const succeeded = simulatedIntent(id, "succeeded")!;
  await processPaymentEvent(
    eventFor(succeeded, "payment_intent.succeeded", simulatedEventId(id, "succeeded")),
  );
  return { paymentIntentId: id, status: "succeeded" };
}
