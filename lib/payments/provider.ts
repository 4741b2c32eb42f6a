import "server-only";
import { CREDIT_PACKS } from "@/lib/credits/packs";
import { env, isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { SimulatedProvider } from "@/lib/payments/simulated-provider";
import { StripeProvider } from "@/lib/payments/stripe-provider";
import type { PaymentMode, PaymentProvider } from "@/lib/payments/types";

// Picks the payment provider from the configuration: Stripe when STRIPE_SECRET_KEY is set, the
// simulated provider only in demo mode (embedded database), otherwise payments are refused with a
// configuration message, so simulated payments never touch real data.

export const PAYMENTS_NOT_CONFIGURED =
  "Payments are not configured on this server (set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY). Simulated payments only run in demo mode.";

/** "stripe", "simulated", or "unavailable" with the current configuration. */
export function paymentMode(): PaymentMode | "unavailable" {
  const e = env();
  if (e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY) return "stripe";
  if (!e.STRIPE_SECRET_KEY && isDemoMode()) return "simulated";
  return "unavailable";
}

/** The configured provider; throws the 503 configuration error when payments are unavailable. */
export function paymentProvider(): PaymentProvider {
  const mode = paymentMode();
  if (mode === "stripe") return new StripeProvider();
  if (mode === "simulated") return new SimulatedProvider();
  throw new AppError("unavailable", PAYMENTS_NOT_CONFIGURED);
}

/** What the payment dialog needs before it loads: the mode, the publishable key and the pack amounts. */
export function paymentConfig() {
  const mode = paymentMode();
  return {
    mode,
    publishableKey: mode === "stripe" ? new StripeProvider().publishableKey() : null,
    currency: "usd",
    amounts: Object.fromEntries(CREDIT_PACKS.map((p) => [p.id, p.amountCents])),
  };
}
