"use client";
import { useMemo } from "react";
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { PayButton } from "@/components/pro-chat/purchase/pay-button";
import { paymentFailed, startCheckout } from "@/components/pro-chat/purchase/checkout-client";
import type { CardFormProps } from "@/components/pro-chat/purchase/types";

// The Stripe Payment Element. This module (and Stripe.js with it) is loaded only when the Complete
// Purchase dialog opens in Stripe mode: nothing from js.stripe.com runs on other pages.

const stripeByKey = new Map<string, Promise<Stripe | null>>();

function stripeFor(key: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripeByKey.set(key, promise);
  }
  return promise;
}

function StripePayment({ pack, requireEmail, processing, setProcessing, onPaid }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();

  async function pay() {
    const email = requireEmail();
    if (!email || !stripe || !elements) return;
    setProcessing(true);
    try {
      const { error: incomplete } = await elements.submit();
      if (incomplete) return paymentFailed(incomplete.message);
      const started = await startCheckout(pack.id, email);
      if (!started) return;
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret: started.client_secret,
        confirmParams: { return_url: `${window.location.origin}/pro-wizard`, receipt_email: email },
        redirect: "if_required",
      });
      if (error) return paymentFailed(error.message);
      if (paymentIntent?.status === "succeeded") await onPaid(paymentIntent.id);
      else paymentFailed(`Payment ${paymentIntent?.status ?? "incomplete"}`);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className="space-y-4">
      <PaymentElement options={{ layout: "tabs" }} />
      <PayButton
        price={pack.priceDisplay}
        processing={processing}
        disabled={!stripe || !elements}
        onClick={pay}
      />
    </div>
  );
}

/** The card field of Stripe mode: Payment Element in deferred-intent mode, the intent created on Pay. */
export default function StripeCardForm(
  props: CardFormProps & { publishableKey: string; amount: number; currency: string },
) {
  const { publishableKey, amount, currency, ...form } = props;
  const stripePromise = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: "payment", amount, currency }}>
      <StripePayment {...form} />
    </Elements>
  );
}
