import "server-only";
import crypto from "node:crypto";
import { findPack } from "@/lib/credits/packs";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { CreateIntentInput, PaymentIntentInfo, PaymentProvider } from "@/lib/payments/types";

// The demo-mode payment provider: "Test mode: no real charge". It behaves like Stripe without any
// state of its own: a payment intent id is the purchase (pack, e-mail, credit session) sealed with
// AES-GCM under a key derived from AUTH_SECRET, so it cannot be forged or read, and an intent counts
// as succeeded once its simulated payment_intent.succeeded event went through the webhook handler
// (processed_stripe_events), exactly as a Stripe delivery would.

export const SIMULATED_PREFIX = "pi_sim_";

function key(purpose: string): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret)
    throw new AppError("unavailable", "Simulated payments need AUTH_SECRET (npm start generates one).");
  return crypto.createHash("sha256").update(`promptreel:simulated-payments:${purpose}:${secret}`).digest();
}

type Sealed = { pack: string; email: string; session: string; created: number };

function seal(data: Sealed): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key("seal"), iv);
  const body = Buffer.concat([
    cipher.update(JSON.stringify([data.pack, data.email, data.session, data.created]), "utf8"),
    cipher.final(),
  ]);
  return SIMULATED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function unseal(id: string): Sealed | null {
  if (!id.startsWith(SIMULATED_PREFIX)) return null;
  try {
    const raw = Buffer.from(id.slice(SIMULATED_PREFIX.length), "base64url");
    const decipher = crypto.createDecipheriv("aes-256-gcm", key("seal"), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
    const [pack, email, session, created] = JSON.parse(text) as [string, string, string, number];
    return { pack, email, session, created };
  } catch {
    return null;
  }
}

const secretSignature = (id: string) =>
  crypto.createHmac("sha256", key("client-secret")).update(id).digest("base64url").slice(0, 32);

/** The id of a simulated intent's client secret, when the secret is genuine. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const i = clientSecret.lastIndexOf("_secret_");
  if (i < 0) return null;
  const id = clientSecret.slice(0, i);
  const given = Buffer.from(clientSecret.slice(i + "_secret_".length));
  const expected = Buffer.from(secretSignature(id));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  return unseal(id) ? id : null;
}

/** Stable event ids per intent, so a repeated simulated confirmation is a redelivery. */
export const simulatedEventId = (intentId: string, outcome: "succeeded" | "failed") =>
  `evt_sim_${crypto.createHash("sha256").update(intentId).digest("hex").slice(0, 32)}_${outcome}`;

export const simulatedCustomerId = (email: string) =>
  `cus_sim_${crypto.createHash("sha256").update(email).digest("hex").slice(0, 16)}`;

/** The simulated intent as Stripe would describe it (status from the events processed so far). */
export function simulatedIntent(
  id: string,
  status: string,
  lastError: string | null = null,
): PaymentIntentInfo | null {
  const sealed = unseal(id);
  const pack = sealed && findPack(sealed.pack);
  if (!sealed || !pack) return null;
  return {
    id,
    status,
    amount: pack.amountCents,
    currency: "usd",
    metadata: {
      pack_id: pack.id,
      tier: pack.tier,
      credits: String(pack.credits),
      email: sealed.email,
      credit_session_id: sealed.session,
      mode: "simulated",
    },
    customerId: simulatedCustomerId(sealed.email),
    latestChargeId: status === "succeeded" ? `ch_sim_${id.slice(-24)}` : null,
    lastError,
  };
}

export class SimulatedProvider implements PaymentProvider {
  readonly mode = "simulated" as const;

  publishableKey(): string | null {
    return null;
  }

  async createPaymentIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }> {
    const id = seal({
      pack: input.metadata.pack_id,
      email: input.email,
      session: input.metadata.credit_session_id,
      created: Date.now(),
    });
    return { id, clientSecret: `${id}_secret_${secretSignature(id)}` };
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntentInfo | null> {
    if (!unseal(id)) return null;
    const succeeded = await db().processedStripeEvent.findUnique({
      where: { id: simulatedEventId(id, "succeeded") },
    });
    return simulatedIntent(id, succeeded ? "succeeded" : "requires_payment_method");
  }
}
