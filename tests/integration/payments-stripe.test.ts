import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as creditPacks } from "@/app/api/credit-packs/route";
import { POST as webhook } from "@/app/api/stripe/webhook/route";
import { GET as paymentsConfig } from "@/app/api/payments/config/route";
import { spendCredits } from "@/lib/credits/ledger";
import { CREDIT_COOKIE, hashToken } from "@/lib/credits/session";
import { db } from "@/lib/db/client";
import { paymentOutcome } from "@/lib/payments/outcome";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  checkout,
  deliver,
  eventBody,
  statusOf,
  uniqueEmail,
  verify,
  type Cookies,
} from "../support/payments";
import { callRoute } from "../support/route-call";

// Stripe payments end to end in-process: the real stripe SDK against a fake Stripe API server,
// webhooks with real signatures, and a real database.

const SECRET = "whsec_integration_test_secret";
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_integration",
    STRIPE_PUBLISHABLE_KEY: "pk_test_integration",
    STRIPE_WEBHOOK_SECRET: SECRET,
    STRIPE_API_BASE: fake.url,
    PROMPTREEL_EMBEDDED_DB: "0",
    RATE_LIMIT_CHECKOUT_PER_MIN: "1000",
  });
});
afterAll(async () => {
  await fake.close();
});

/** A checkout for `pack` whose card payment then succeeded at (fake) Stripe. */
async function paidCheckout(pack = "basic", email = uniqueEmail(), cookies: Cookies = {}) {
  const res = await checkout({ pack_id: pack, email }, cookies);
  expect(res.status).toBe(200);
  const pi = fake.succeed(res.json.payment_intent_id as string);
  return { pi, email, cookies: res.cookies };
}

const purchases = (pi: string) =>
  db().creditTransaction.count({ where: { stripePaymentIntentId: pi, transactionType: "purchase" } });

describe("credit packs and status", () => {
  it("lists the three packs without internal amounts", async () => {
    const res = await callRoute(creditPacks);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: "basic", name: "Basic", credits: 20, priceDisplay: "$5", description: expect.any(String) },
      { id: "standard", name: "Standard", credits: 50, priceDisplay: "$12", description: expect.any(String) },
      { id: "premium", name: "Premium", credits: 125, priceDisplay: "$25", description: expect.any(String) },
    ]);
  });

  it("answers false/0/0 without a session or with an unknown one", async () => {
    expect(await statusOf({})).toEqual({ hasCredits: false, credits: 0, totalCredits: 0 });
    // A well-formed cookie that matches no session: the session ended (restored in another browser).
    expect(await statusOf({ pr_credit_session: "x".repeat(43) })).toEqual({
      hasCredits: false,
      credits: 0,
      totalCredits: 0,
      sessionEnded: true,
    });
  });

  it("gives the browser the publishable key through the config answer", async () => {
    expect((await callRoute(paymentsConfig)).json).toMatchObject({
      mode: "stripe",
      publishableKey: "pk_test_integration",
      amounts: { basic: 500, standard: 1200, premium: 2500 },
    });
  });
});

describe("create-payment-intent", () => {
  it("creates an intent for the pack's amount with metadata and a credit session cookie; no buyer rows before payment", async () => {
    const email = uniqueEmail();
    const res = await checkout({ pack_id: "standard", email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(res.setCookie.join(";")).toMatch(/pr_credit_session=[\w-]{43};.*HttpOnly/i);
    expect(res.setCookie.join(";")).toMatch(/SameSite=lax/i);
    const pi = fake.intents.get(res.json.payment_intent_id as string)!;
    // This checkout's session, found by the cookie it set (other suites create sessions too).
    const session = await db().creditSession.findUniqueOrThrow({
      where: { sessionToken: hashToken(res.cookies[CREDIT_COOKIE]) },
    });
    expect(pi).toMatchObject({ amount: 1200, currency: "usd", receipt_email: email });
    expect(pi.metadata).toEqual({
      pack_id: "standard",
      tier: "STANDARD",
      credits: "50",
      email,
      credit_session_id: session.id,
    });
    // docs/security-overview.md, finding 11: typing an address at checkout creates nothing for it, here or at Stripe.
    const customersBefore = fake.customers.size;
    expect(await db().user.findUnique({ where: { email } })).toBeNull();
    expect(await db().userProfile.findUnique({ where: { email } })).toBeNull();
    expect(pi.customer).toBeNull();

    // A second checkout by the same buyer reuses the session, under a rotated token (24.5).
    const again = await checkout({ pack_id: "premium", email }, res.cookies);
    expect(again.setCookie.join(";")).toMatch(/pr_credit_session=[\w-]{43};.*HttpOnly/i);
    expect(again.cookies[CREDIT_COOKIE]).not.toBe(res.cookies[CREDIT_COOKIE]);
    const pi2 = fake.intents.get(again.json.payment_intent_id as string)!;
    expect(pi2).toMatchObject({ amount: 2500, metadata: { tier: "PRO", credit_session_id: session.id } });
    expect(fake.customers.size).toBe(customersBefore);

    // The rows appear once a payment succeeds.
    fake.succeed(pi.id);
    expect((await verify(pi.id, again.cookies)).status).toBe(200);
    expect(await db().user.findUnique({ where: { email } })).not.toBeNull();
    expect(await db().userProfile.findUnique({ where: { email } })).not.toBeNull();
  });

  it("refuses an unknown pack or a bad e-mail with a clear 400 and writes nothing", async () => {
    const email = uniqueEmail("bad");
    const before = fake.intents.size;
    const cases: [unknown, string][] = [
      [{ pack_id: "gold", email }, "Please choose a credit pack."],
      [{ email }, "Please choose a credit pack."],
      [{ pack_id: "basic", email: "" }, "Please enter your email address"],
      [{ pack_id: "basic" }, "Please enter your email address"],
      [{ pack_id: "basic", email: "not-an-email" }, "Please enter a valid email address."],
      [{ pack_id: "basic", email, amount: 1 }, ""],
    ];
    for (const [body, message] of cases.slice(0, 5)) {
      const res = await checkout(body as { pack_id: string; email: string });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message });
    }
    expect((await checkout({ pack_id: "basic", email: "x" }, {})).status).toBe(400);
    expect(fake.intents.size).toBe(before);
    expect(await db().user.count({ where: { email } })).toBe(0);
    // A price sent by the client is ignored: the pack's amount is charged.
    const withPrice = await checkout(cases[5][0] as { pack_id: string; email: string });
    expect(fake.intents.get(withPrice.json.payment_intent_id as string)!.amount).toBe(500);
  });
});

describe("verify-payment", () => {
  it("grants the pack's credits once the payment succeeded, idempotently", async () => {
    const { pi, email, cookies } = await paidCheckout("basic");
    const res = await verify(pi.id, cookies);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, credits: 20, totalCredits: 20 });
    expect(await statusOf(cookies)).toEqual({ hasCredits: true, credits: 20, totalCredits: 20 });
    expect((await verify(pi.id, cookies)).json).toMatchObject({ success: true, credits: 20 });
    expect(await purchases(pi.id)).toBe(1);
    const tx = await db().creditTransaction.findFirstOrThrow({ where: { stripePaymentIntentId: pi.id } });
    expect(tx).toMatchObject({
      transactionType: "purchase",
      amount: 20,
      balanceAfter: 20,
      packType: "basic",
      email,
      stripeChargeId: pi.latest_charge,
    });
    const profile = await db().userProfile.findUniqueOrThrow({ where: { email } });
    expect(profile.totalCreditsEverPurchased).toBe(20);
    expect(profile.lastActiveAt).not.toBeNull();
    const session = await db().creditSession.findUniqueOrThrow({
      where: { id: pi.metadata.credit_session_id },
    });
    expect(session).toMatchObject({ email, packType: "basic", stripePaymentIntentId: pi.id });
  });

  it("refuses a payment that has not succeeded, an unknown one, and someone else's", async () => {
    const mine = await checkout({ pack_id: "basic", email: uniqueEmail() });
    const pending = await verify(mine.json.payment_intent_id as string, mine.cookies);
    expect(pending.status).toBe(409);
    fake.fail(mine.json.payment_intent_id as string);
    expect((await verify(mine.json.payment_intent_id as string, mine.cookies)).json).toEqual({
      message: "Payment failed: Your card was declined.",
    });
    expect((await verify("pi_doesnotexist", mine.cookies)).status).toBe(404);
    expect((await verify("not a pi", mine.cookies)).status).toBe(400);

    const theirs = await paidCheckout("premium");
    const stolen = await verify(theirs.pi.id, mine.cookies);
    expect(stolen.status).toBe(403);
    expect((await verify(theirs.pi.id, {})).status).toBe(403);
    expect(await statusOf(mine.cookies)).toMatchObject({ credits: 0 });
    expect(await purchases(theirs.pi.id)).toBe(0);
  });
});

describe("stripe webhook", () => {
  it("fulfils payment_intent.succeeded with a valid signature", async () => {
    const { pi, cookies } = await paidCheckout("standard");
    const res = await deliver(eventBody("payment_intent.succeeded", pi), SECRET);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, outcome: "processed" });
    expect(await statusOf(cookies)).toEqual({ hasCredits: true, credits: 50, totalCredits: 50 });
  });

  it("refuses a bad signature, a tampered body and a missing header with 400", async () => {
    const { pi, cookies } = await paidCheckout("basic");
    const payload = eventBody("payment_intent.succeeded", pi);
    expect((await deliver(payload, "whsec_wrong")).status).toBe(400);
    const header = (await import("stripe")).default.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
    });
    const tampered = payload.replace('"amount":500', '"amount":501');
    const res = await callRoute(webhook, { body: tampered, headers: { "stripe-signature": header } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "Invalid webhook signature." });
    expect((await callRoute(webhook, { body: payload })).status).toBe(400);
    expect(await statusOf(cookies)).toMatchObject({ credits: 0 });
  });

  it("grants once when the same event arrives five times at once, and ignores a later redelivery", async () => {
    const { pi, cookies } = await paidCheckout("basic");
    const payload = eventBody("payment_intent.succeeded", pi);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(payload, SECRET)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.json.outcome === "processed")).toHaveLength(1);
    expect((await deliver(payload, SECRET)).json.outcome).toBe("duplicate");
    expect(await statusOf(cookies)).toMatchObject({ credits: 20, totalCredits: 20 });
    expect(await purchases(pi.id)).toBe(1);
  });

  it("grants once when verify-payment and webhooks race", async () => {
    const { pi, cookies } = await paidCheckout("premium");
    const calls = await Promise.all([
      ...Array.from({ length: 3 }, () => verify(pi.id, cookies)),
      ...Array.from({ length: 3 }, () => deliver(eventBody("payment_intent.succeeded", pi), SECRET)),
    ]);
    expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(calls.slice(0, 3).every((c) => c.json.credits === 125)).toBe(true);
    expect(await statusOf(cookies)).toMatchObject({ credits: 125, totalCredits: 125 });
    expect(await purchases(pi.id)).toBe(1);
    const last = await db().creditTransaction.findFirstOrThrow({
      where: { sessionId: pi.metadata.credit_session_id },
      orderBy: { createdAt: "desc" },
    });
    expect(last.balanceAfter).toBe(125);
  });

  it("grants once when the webhook arrives before verify-payment", async () => {
    const { pi, cookies } = await paidCheckout("standard");
    expect((await deliver(eventBody("payment_intent.succeeded", pi), SECRET)).status).toBe(200);
    expect(await statusOf(cookies)).toMatchObject({ credits: 50, totalCredits: 50 });
    const res = await verify(pi.id, cookies);
    expect(res.json).toMatchObject({ success: true, credits: 50 });
    expect(await purchases(pi.id)).toBe(1);
  });

  it("credits a buyer whose browser session is gone to a new session for the e-mail", async () => {
    const { pi, email } = await paidCheckout("basic");
    await db().creditSession.delete({ where: { id: pi.metadata.credit_session_id } });
    expect((await deliver(eventBody("payment_intent.succeeded", pi), SECRET)).status).toBe(200);
    const session = await db().creditSession.findFirstOrThrow({ where: { email } });
    expect(session).toMatchObject({ creditsRemaining: 20, totalCredits: 20 });
  });

  it("records a failed payment and rejects an intent that does not match its pack", async () => {
    const { pi, email } = await paidCheckout("basic");
    fake.fail(pi.id);
    expect((await deliver(eventBody("payment_intent.payment_failed", pi), SECRET)).status).toBe(200);
    const failure = await db().userActivity.findFirstOrThrow({
      where: { email, activityType: "payment_failed" },
    });
    expect(failure.details).toMatchObject({
      paymentIntentId: pi.id,
      packId: "basic",
      message: "Your card was declined.",
    });

    const cheap = { ...(await paidCheckout("premium")).pi, amount: 500 };
    expect((await deliver(eventBody("payment_intent.succeeded", cheap), SECRET)).status).toBe(200);
    expect(await purchases(cheap.id)).toBe(0);
    expect(
      await db().userActivity.count({
        where: { activityType: "payment_rejected", details: { path: ["paymentIntentId"], equals: cheap.id } },
      }),
    ).toBe(1);
  });
});

describe("refunds and disputes", () => {
  const charge = (pi: { id: string; latest_charge: string | null; amount: number }, refunded: number) => ({
    id: pi.latest_charge,
    object: "charge",
    amount: pi.amount,
    amount_refunded: refunded,
    refunded: refunded === pi.amount,
    payment_intent: pi.id,
    currency: "usd",
  });

  it("a full refund removes the pack's credits down to zero, once, and is logged", async () => {
    const { pi, email, cookies } = await paidCheckout("basic");
    await verify(pi.id, cookies);
    const session = pi.metadata.credit_session_id;
    for (let i = 0; i < 5; i++) await spendCredits(session);
    const payload = eventBody("charge.refunded", charge(pi, 500));
    expect((await deliver(payload, SECRET)).json.outcome).toBe("processed");
    expect((await deliver(payload, SECRET)).json.outcome).toBe("duplicate");
    expect(await statusOf(cookies)).toEqual({ hasCredits: false, credits: 0, totalCredits: 20 });
    const refund = await db().creditTransaction.findFirstOrThrow({
      where: { sessionId: session, transactionType: "payment_refund" },
    });
    expect(refund).toMatchObject({
      amount: -15,
      balanceAfter: 0,
      stripePaymentIntentId: pi.id,
      stripeChargeId: pi.latest_charge,
    });
    const log = await db().userActivity.findFirstOrThrow({
      where: { email, activityType: "payment_refunded" },
    });
    expect(log.details).toMatchObject({ paymentIntentId: pi.id, creditsRemoved: 15, targetCredits: 20 });
  });

  it("partial refunds remove the refunded share, cumulatively; a dispute removes the rest", async () => {
    const { pi, cookies } = await paidCheckout("standard");
    await verify(pi.id, cookies);
    await deliver(eventBody("charge.refunded", charge(pi, 300)), SECRET); // a quarter: 13 of 50 (rounded up)
    expect(await statusOf(cookies)).toMatchObject({ credits: 37 });
    await deliver(eventBody("charge.refunded", charge(pi, 600)), SECRET); // half in total: 25
    expect(await statusOf(cookies)).toMatchObject({ credits: 25 });
    const dispute = {
      id: `dp_${Date.now()}`,
      object: "dispute",
      amount: 600,
      charge: pi.latest_charge,
      payment_intent: pi.id,
      currency: "usd",
      status: "needs_response",
    };
    await deliver(eventBody("charge.dispute.created", dispute), SECRET);
    expect(await statusOf(cookies)).toMatchObject({ credits: 0 });
    const rows = await db().creditTransaction.findMany({
      where: { sessionId: pi.metadata.credit_session_id, transactionType: "payment_refund" },
      orderBy: { createdAt: "asc" },
    });
    expect(rows.map((r) => r.amount)).toEqual([-13, -12, -25]);
    expect(rows.map((r) => r.balanceAfter)).toEqual([37, 25, 0]);
    // The money: 1200 paid, then 300 + 300 refunded and 600 disputed: revenue nets to zero.
    expect(rows.map((r) => r.amountCents)).toEqual([-300, -300, -600]);
    const purchase = await db().creditTransaction.findFirstOrThrow({
      where: { stripePaymentIntentId: pi.id, transactionType: "purchase" },
    });
    expect(purchase.amountCents).toBe(1200);
  });

  it("a refund for an unknown payment changes nothing and is logged", async () => {
    const res = await deliver(
      eventBody("charge.refunded", {
        id: "ch_unknown",
        object: "charge",
        amount: 500,
        amount_refunded: 500,
        payment_intent: "pi_unknown_refund",
      }),
      SECRET,
    );
    expect(res.json.outcome).toBe("processed");
    expect(
      await db().userActivity.count({ where: { activityType: "payment_refund_unmatched" } }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe("suspended buyers", () => {
  it("report no usable credits and cannot spend", async () => {
    const { pi, email, cookies } = await paidCheckout("basic");
    await verify(pi.id, cookies);
    await db().userProfile.update({ where: { email }, data: { accountStatus: "suspended" } });
    expect(await statusOf(cookies)).toEqual({
      hasCredits: false,
      credits: 20,
      totalCredits: 20,
      suspended: true,
    });
    await expect(spendCredits(pi.metadata.credit_session_id)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("what /thanks says about a payment", () => {
  it("pending while the provider has it and the ledger does not, verified once credited, never for a made-up id", async () => {
    const { pi, cookies } = await paidCheckout("basic");
    expect(await paymentOutcome(pi.id)).toEqual({ kind: "pending" });
    expect((await verify(pi.id, cookies)).status).toBe(200);
    expect(await paymentOutcome(pi.id)).toEqual({ kind: "verified", credits: 20 });
    expect(await paymentOutcome("pi_madeup_0000000000")).toEqual({ kind: "not_found" });
    expect(await paymentOutcome("cs_test_a1B2c3D4e5F6g7H8i9J0")).toEqual({ kind: "not_found" });
    expect(await paymentOutcome(undefined)).toEqual({ kind: "not_found" });
  });

  it("a payment that failed at the provider is not found, not pending", async () => {
    const res = await checkout({ pack_id: "basic", email: uniqueEmail() }, {});
    const pi = fake.fail(res.json.payment_intent_id as string);
    expect(await paymentOutcome(pi.id)).toEqual({ kind: "not_found" });
  });
});
