import "server-only";
import type Stripe from "stripe";
import { LEDGER_TX_OPTIONS } from "@/lib/credits/ledger";
import { db, type Tx } from "@/lib/db/client";
import { isAppError } from "@/lib/errors";
import { logPaymentActivity } from "@/lib/payments/activity";
import { fulfilPayment } from "@/lib/payments/fulfilment";
import { sendPurchaseEmail } from "@/lib/payments/purchase-email";
import { removeRefundedCredits } from "@/lib/payments/refunds";
import { intentInfo } from "@/lib/payments/stripe-provider";
import type { PaymentEvent } from "@/lib/payments/types";

// Handling of verified payment events (Stripe webhooks, and the simulated provider's deliveries).
// Each event id is claimed in processed_stripe_events in the same transaction as its effects: a
// redelivery, or the same event arriving five times at once, finds the claim and does nothing, and
// a failed handling leaves no claim, so Stripe's retry runs it again.

export type EventOutcome = "processed" | "duplicate" | "ignored";

const idOf = (v: unknown): string | null =>
  typeof v === "string"
    ? v
    : v && typeof v === "object" && typeof (v as { id?: unknown }).id === "string"
      ? (v as { id: string }).id
      : null;

type AfterCommit = (fn: () => void) => void;

async function onPaymentSucceeded(tx: Tx, event: PaymentEvent, afterCommit: AfterCommit): Promise<void> {
  const intent = intentInfo(event.data.object as unknown as Stripe.PaymentIntent);
  try {
    const result = await fulfilPayment(intent, tx);
    afterCommit(() => sendPurchaseEmail(result));
  } catch (e) {
    // A payment that is not one of our packs (or not in full) is recorded, never retried forever.
    if (!isAppError(e) || e.code !== "bad_request") throw e;
    await logPaymentActivity(tx, {
      email: intent.metadata.email ?? null,
      type: "payment_rejected",
      details: {
        paymentIntentId: intent.id,
        eventId: event.id,
        reason: e.message,
        amount: intent.amount,
        currency: intent.currency,
      },
    });
  }
}

async function onPaymentFailed(tx: Tx, event: PaymentEvent): Promise<void> {
  const intent = intentInfo(event.data.object as unknown as Stripe.PaymentIntent);
  await logPaymentActivity(tx, {
    email: intent.metadata.email ?? null,
    type: "payment_failed",
    details: {
      paymentIntentId: intent.id,
      eventId: event.id,
      packId: intent.metadata.pack_id ?? null,
      message: intent.lastError,
    },
  });
}

async function onChargeRefunded(tx: Tx, event: PaymentEvent): Promise<void> {
  const charge = event.data.object as unknown as Stripe.Charge;
  const pi = idOf(charge.payment_intent);
  if (!pi) return;
  await removeRefundedCredits(tx, {
    paymentIntentId: pi,
    chargeId: charge.id,
    refundedCents: charge.amount_refunded,
    chargeAmountCents: charge.amount,
    reason: "refund",
    eventId: event.id,
  });
}

async function onDisputeCreated(tx: Tx, event: PaymentEvent): Promise<void> {
  const dispute = event.data.object as unknown as Stripe.Dispute;
  const pi = idOf(dispute.payment_intent);
  if (!pi) return;
  await removeRefundedCredits(tx, {
    paymentIntentId: pi,
    chargeId: idOf(dispute.charge),
    refundedCents: dispute.amount,
    chargeAmountCents: dispute.amount,
    reason: "dispute",
    eventId: event.id,
  });
}

const HANDLERS: Record<string, (tx: Tx, event: PaymentEvent, afterCommit: AfterCommit) => Promise<void>> = {
  "payment_intent.succeeded": onPaymentSucceeded,
  "payment_intent.payment_failed": onPaymentFailed,
  "charge.refunded": onChargeRefunded,
  "charge.dispute.created": onDisputeCreated,
};

/** Applies one verified event at most once. */
export async function processPaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
  const handler = HANDLERS[event.type];
  if (!handler) return "ignored";
  const after: (() => void)[] = [];
  const outcome = await db().$transaction(async (tx) => {
    const claimed =
      await tx.$executeRaw`INSERT INTO processed_stripe_events (id, type, processed_at) VALUES (${event.id}, ${event.type}, now()) ON CONFLICT (id) DO NOTHING`;
    if (claimed === 0) return "duplicate" as const;
    await handler(tx, event, (fn) => after.push(fn));
    return "processed" as const;
  }, LEDGER_TX_OPTIONS);
  for (const fn of after) fn();
  return outcome;
}
