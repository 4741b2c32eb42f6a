import { beforeAll, describe, expect, it } from "vitest";
import { purchaseTerms } from "@/lib/payments/fulfilment";
import {
  SimulatedProvider,
  intentIdFromClientSecret,
  simulatedIntent,
} from "@/lib/payments/simulated-provider";
import type { PaymentIntentInfo } from "@/lib/payments/types";
import {
  confirmEmailCodeSchema,
  createPaymentIntentSchema,
  simulatedConfirmSchema,
  verifyPaymentSchema,
} from "@/lib/validations/payments";

beforeAll(() => {
  process.env.AUTH_SECRET ??= "unit-test-secret-0123456789abcdef0123";
});

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0].message;

describe("payment input schemas", () => {
  it("normalise the e-mail and refuse unknown packs with the spec's messages", () => {
    expect(createPaymentIntentSchema.parse({ pack_id: "premium", email: "  Buyer@Example.COM " })).toEqual({
      pack_id: "premium",
      email: "buyer@example.com",
    });
    expect(firstMessage(createPaymentIntentSchema.safeParse({ pack_id: "gold", email: "a@b.co" }))).toBe(
      "Please choose a credit pack.",
    );
    expect(firstMessage(createPaymentIntentSchema.safeParse({ pack_id: "basic", email: "   " }))).toBe(
      "Please enter your email address",
    );
    expect(firstMessage(createPaymentIntentSchema.safeParse({ pack_id: "basic", email: "a@" }))).toBe(
      "Please enter a valid email address.",
    );
  });

  it("accept only payment intent ids, 6-digit codes and card-like numbers", () => {
    expect(verifyPaymentSchema.safeParse({ payment_intent_id: "pi_3Nabc" }).success).toBe(true);
    expect(verifyPaymentSchema.safeParse({ payment_intent_id: "ch_3Nabc" }).success).toBe(false);
    expect(verifyPaymentSchema.safeParse({ payment_intent_id: "pi_x'; drop" }).success).toBe(false);
    expect(confirmEmailCodeSchema.safeParse({ email: "a@b.co", code: " 012345 " }).data?.code).toBe("012345");
    expect(firstMessage(confirmEmailCodeSchema.safeParse({ email: "a@b.co", code: "12345" }))).toBe(
      "Please enter the 6-digit code from your email.",
    );
    expect(
      simulatedConfirmSchema.parse({ client_secret: "x".repeat(20), card_number: "4242 4242-4242 4242" })
        .card_number,
    ).toBe("4242424242424242");
  });
});

describe("purchase terms of a payment intent", () => {
  const intent = (over: Partial<PaymentIntentInfo> = {}): PaymentIntentInfo => ({
    id: "pi_1",
    status: "succeeded",
    amount: 1200,
    currency: "usd",
    metadata: {
      pack_id: "standard",
      email: "Buyer@Example.com",
      credit_session_id: "0b8f2a4e-3f59-4c2e-9a3c-6f1f4a0f7e11",
    },
    customerId: "cus_1",
    latestChargeId: "ch_1",
    lastError: null,
    ...over,
  });

  it("accept a known pack paid in full in USD", () => {
    const terms = purchaseTerms(intent());
    expect(terms.pack.credits).toBe(50);
    expect(terms.email).toBe("buyer@example.com");
    expect(terms.sessionId).toBe("0b8f2a4e-3f59-4c2e-9a3c-6f1f4a0f7e11");
    expect(
      purchaseTerms(intent({ metadata: { pack_id: "standard", email: "a@b.co", credit_session_id: "nope" } }))
        .sessionId,
    ).toBeNull();
  });

  it("refuse a wrong amount, a wrong currency, an unknown pack or no e-mail", () => {
    expect(() => purchaseTerms(intent({ amount: 500 }))).toThrow("does not match");
    expect(() => purchaseTerms(intent({ currency: "eur" }))).toThrow("does not match");
    expect(() => purchaseTerms(intent({ metadata: { pack_id: "gold", email: "a@b.co" } }))).toThrow(
      "not for a PromptReel credit pack",
    );
    expect(() => purchaseTerms(intent({ metadata: { pack_id: "standard" } }))).toThrow(
      "no valid buyer e-mail",
    );
  });
});

describe("simulated payment intents", () => {
  it("seal the purchase so that the id reveals nothing and cannot be forged", async () => {
    const provider = new SimulatedProvider();
    const { id, clientSecret } = await provider.createPaymentIntent({
      amountCents: 1,
      currency: "usd",
      customerId: "cus_sim_x",
      email: "secret-buyer@example.com",
      description: "",
      metadata: { pack_id: "basic", credit_session_id: "0b8f2a4e-3f59-4c2e-9a3c-6f1f4a0f7e11" },
    });
    expect(id).toMatch(/^pi_sim_[\w-]+$/);
    expect(Buffer.from(id.slice(7), "base64url").toString("latin1")).not.toContain("secret-buyer");
    expect(intentIdFromClientSecret(clientSecret)).toBe(id);
    expect(intentIdFromClientSecret(clientSecret.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    // The amount comes from the pack, never from the caller.
    expect(simulatedIntent(id, "succeeded")).toMatchObject({
      amount: 500,
      currency: "usd",
      metadata: { pack_id: "basic", tier: "STARTER", email: "secret-buyer@example.com" },
    });
    const bytes = Buffer.from(id.slice(7), "base64url");
    bytes[40] ^= 1;
    const forged = `pi_sim_${bytes.toString("base64url")}`;
    expect(simulatedIntent(forged, "succeeded")).toBeNull();
  });
});
