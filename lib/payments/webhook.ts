import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { processPaymentEvent } from "@/lib/payments/events";
import type { PaymentEvent } from "@/lib/payments/types";

/** Stripe events are small; a megabyte is far beyond any of them. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Stripe's webhook is configured: its signing secret, or the 503 that says how to set it. */
export function webhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new AppError("unavailable", "The Stripe webhook is not configured (set STRIPE_WEBHOOK_SECRET).");
  return secret;
}

/** A Stripe webhook delivery: the signature checked on the raw body, then the event applied at most once. */
export async function receiveStripeEvent(raw: string, signature: string | null) {
  const secret = webhookSecret();
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new AppError("bad_request", "Invalid webhook signature.");
  }
  return processPaymentEvent(event as unknown as PaymentEvent);
}
