import Stripe from "stripe";
import { CREDIT_COOKIE } from "@/lib/credits/session";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { GET as creditStatus } from "@/app/api/credit-status/route";
import { POST as verifyPayment } from "@/app/api/verify-payment/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { callRoute, cookiesFrom } from "./route-call";
import { eventBody } from "./payments-events";

export { eventBody };

// Helpers shared by the payment integration tests: a checkout as a browser does it, credit status,
// and webhook deliveries signed like Stripe's.

export const uniqueEmail = (tag = "buyer") =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export type Cookies = Record<string, string>;

/** POST /api/create-payment-intent, keeping the credit-session cookie the answer sets. */
export async function checkout(body: { pack_id: string; email: string }, cookies: Cookies = {}) {
  const res = await callRoute(createPaymentIntent, { body, cookies });
  return { ...res, cookies: { ...cookies, ...cookiesFrom(res.setCookie) } };
}

export async function statusOf(cookies: Cookies) {
  return (await callRoute(creditStatus, { cookies })).json as unknown as {
    hasCredits: boolean;
    credits: number;
    totalCredits: number;
    suspended?: boolean;
  };
}

export const verify = (paymentIntentId: string, cookies: Cookies) =>
  callRoute(verifyPayment, { body: { payment_intent_id: paymentIntentId }, cookies });

export const hasSession = (cookies: Cookies) => Boolean(cookies[CREDIT_COOKIE]);

/** Delivers a raw body to the webhook with a real signature made with `secret`. */
export function deliver(payload: string, secret: string) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return callRoute(webhook, { body: payload, headers: { "stripe-signature": header } });
}
