import { NextResponse } from "next/server";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { readBodyText, route } from "@/lib/http/route";
import { processPaymentEvent } from "@/lib/payments/events";
import type { PaymentEvent } from "@/lib/payments/types";

const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Stripe webhook: verifies the signature on the raw body, then applies the event at most once. */
export const POST = route(async (req) => {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret)
    throw new AppError("unavailable", "The Stripe webhook is not configured (set STRIPE_WEBHOOK_SECRET).");
  const signature = req.headers.get("stripe-signature");
  if (!signature) throw new AppError("bad_request", "Missing Stripe-Signature header.");
  const raw = await readBodyText(req, WEBHOOK_BODY_LIMIT);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new AppError("bad_request", "Invalid webhook signature.");
  }
  const outcome = await processPaymentEvent(event as unknown as PaymentEvent);
  return NextResponse.json({ received: true, outcome });
});
