import type { publicPacks } from "@/lib/credits/packs";
import type { CreditStatus as ServerCreditStatus } from "@/lib/credits/status";
import type { Jsonified } from "@/lib/http/json-types";

// Shapes the purchase screens read from the payment endpoints (the server's types where it has them).

export type CreditStatus = Jsonified<ServerCreditStatus>;
export type CreditPackInfo = ReturnType<typeof publicPacks>[number];

export type PaymentsConfig = {
  mode: "stripe" | "simulated" | "unavailable";
  publishableKey: string | null;
  currency: string;
  amounts: Record<string, number>;
};

export type StartedCheckout = {
  client_secret: string;
  payment_intent_id: string;
  mode: "stripe" | "simulated";
  amount: number;
  currency: string;
  priceDisplay: string;
};

/** Props every card form gets from the Complete Purchase dialog. */
export type CardFormProps = {
  pack: CreditPackInfo;
  /** Validates the e-mail field; returns the normalised address or null (after telling the user). */
  requireEmail: () => string | null;
  processing: boolean;
  setProcessing: (v: boolean) => void;
  /** Called once the provider reports the payment succeeded. */
  onPaid: (paymentIntentId: string) => Promise<void>;
};
