import { NextResponse } from "next/server";
import { setCreditCookie } from "@/lib/credits/session";
import { route } from "@/lib/http/route";
import { startCheckout } from "@/lib/payments/checkout";
import { paymentProvider } from "@/lib/payments/provider";
import { createPaymentIntentSchema } from "@/lib/validations/payments";

/** Starts a card payment for a pack: {pack_id, email} -> {client_secret} (lib/payments/checkout.ts). */
export const POST = route(
  { sameOrigin: true, auth: "credit", gate: paymentProvider, body: createPaymentIntentSchema },
  async ({ actor, body }) => {
    const { answer, token } = await startCheckout(body, actor.session, actor);
    const res = NextResponse.json(answer);
    setCreditCookie(res, token);
    return res;
  },
);
