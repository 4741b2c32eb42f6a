import { z } from "zod";
import { PACK_IDS } from "@/lib/credits/packs";

// Inputs of the purchase and restore endpoints, shared by the purchase dialogs and the server.

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address.";
export const PACK_REQUIRED = "Please choose a credit pack.";
export const CODE_INVALID_FORMAT = "Please enter the 6-digit code from your email.";

/** A buyer's e-mail: trimmed and lower-cased, required with the spec's message. */
export const buyerEmailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .pipe(z.email({ error: EMAIL_INVALID }));

/** POST /api/create-payment-intent: a pack id known to the server and the buyer's e-mail (never a price). */
export const createPaymentIntentSchema = z.object({
  pack_id: z.enum(PACK_IDS, { error: PACK_REQUIRED }),
  email: buyerEmailSchema,
});
export type CreatePaymentIntentInput = z.output<typeof createPaymentIntentSchema>;

const paymentIntentId = z
  .string({ error: "payment_intent_id is required." })
  .trim()
  .regex(/^pi_[A-Za-z0-9_-]{1,400}$/, "payment_intent_id is not a valid payment id.");

/** POST /api/verify-payment. */
export const verifyPaymentSchema = z.object({ payment_intent_id: paymentIntentId });

/** POST /api/verify-by-email: step one, ask for a code. */
export const verifyByEmailSchema = z.object({ email: buyerEmailSchema });

/** POST /api/verify-by-email/confirm: step two, the code from the e-mail. */
export const confirmEmailCodeSchema = z.object({
  email: buyerEmailSchema,
  code: z
    .string({ error: CODE_INVALID_FORMAT })
    .trim()
    .regex(/^\d{6}$/, CODE_INVALID_FORMAT),
});

/** POST /api/payments/simulated/confirm (demo mode only): the simulated card payment. */
export const simulatedConfirmSchema = z.object({
  client_secret: z
    .string({ error: "client_secret is required." })
    .min(10, "client_secret is required.")
    .max(1000),
  card_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Please enter a card number."))
    .optional(),
});
