// The payment provider interface: Stripe, or the simulated demo provider. Fulfilment and the routes
// only see these shapes, so both go through the same code paths.

export type PaymentMode = "stripe" | "simulated";

/** What the product needs to know about a payment intent, whichever provider holds it. */
export type PaymentIntentInfo = {
  id: string;
  /** Stripe's status vocabulary: succeeded, processing, requires_payment_method, canceled... */
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  customerId: string | null;
  latestChargeId: string | null;
  lastError: string | null;
};

export type CreateIntentInput = {
  amountCents: number;
  currency: string;
  /** The buyer's provider customer, when a past purchase stored one. */
  customerId: string | null;
  email: string;
  description: string;
  metadata: Record<string, string>;
};

export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** The publishable key the browser needs (null for the simulated provider). */
  publishableKey(): string | null;
  createPaymentIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The payment intent, or null when the provider does not know it. */
  retrievePaymentIntent(id: string): Promise<PaymentIntentInfo | null>;
}

/**
 * The part of a Stripe event the webhook handlers read. Real events are verified Stripe.Event
 * objects; the simulated provider builds the same shape.
 */
export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
};
