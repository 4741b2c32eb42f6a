import "server-only";
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { CreateIntentInput, PaymentIntentInfo, PaymentProvider } from "@/lib/payments/types";

// Stripe behind the provider interface. STRIPE_API_BASE (tests only) points the SDK at a local fake
// Stripe API server.

const globalForStripe = globalThis as unknown as { stripe?: { key: string; base: string; client: Stripe } };

/** The Stripe SDK client for the configured secret key (created once per configuration). */
export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base = "" } = env();
  if (!key) throw new AppError("unavailable", "Stripe is not configured.");
  const cached = globalForStripe.stripe;
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const config: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "PromptReel" },
  };
  if (base) {
    const u = new URL(base);
    config.host = u.hostname;
    config.port = u.port || (u.protocol === "https:" ? 443 : 80);
    config.protocol = u.protocol === "https:" ? "https" : "http";
    config.maxNetworkRetries = 0;
  }
  const client = new Stripe(key, config);
  globalForStripe.stripe = { key, base, client };
  return client;
}

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  v == null ? null : typeof v === "string" ? v : v.id;

/** Maps a Stripe PaymentIntent to the provider-neutral shape. */
export function intentInfo(pi: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    customerId: idOf(pi.customer),
    latestChargeId: idOf(pi.latest_charge),
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function providerFailure(e: unknown): never {
  if (e instanceof Stripe.errors.StripeError && e.type === "StripeInvalidRequestError") {
    throw new AppError("bad_request", e.message || "The payment provider refused the request.");
  }
  console.error("[payments] Stripe call failed", e);
  throw new AppError("unavailable", "The payment provider is unreachable. Please try again shortly.");
}

export class StripeProvider implements PaymentProvider {
  readonly mode = "stripe" as const;

  publishableKey(): string | null {
    return env().STRIPE_PUBLISHABLE_KEY ?? null;
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }> {
    try {
      const pi = await stripeClient().paymentIntents.create({
        amount: input.amountCents,
        currency: input.currency,
        customer: input.customerId ?? undefined,
        receipt_email: input.email,
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
      });
      if (!pi.client_secret) throw new Error("PaymentIntent without client_secret");
      return { id: pi.id, clientSecret: pi.client_secret };
    } catch (e) {
      providerFailure(e);
    }
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo | null> {
    try {
      return intentInfo(await stripeClient().paymentIntents.retrieve(id));
    } catch (e) {
      if (e instanceof Stripe.errors.StripeError && (e.code === "resource_missing" || e.statusCode === 404))
        return null;
      providerFailure(e);
    }
  }
}
