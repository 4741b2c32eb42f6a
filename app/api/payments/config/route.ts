import { NextResponse } from "next/server";
import { CREDIT_PACKS } from "@/lib/credits/packs";
import { route } from "@/lib/http/route";
import { paymentMode } from "@/lib/payments/provider";
import { StripeProvider } from "@/lib/payments/stripe-provider";

/** What the payment dialog needs before it loads: the mode, the publishable key and the pack amounts. */
export const GET = route(async () => {
  const mode = paymentMode();
  return NextResponse.json({
    mode,
    publishableKey: mode === "stripe" ? new StripeProvider().publishableKey() : null,
    currency: "usd",
    amounts: Object.fromEntries(CREDIT_PACKS.map((p) => [p.id, p.amountCents])),
  });
});
