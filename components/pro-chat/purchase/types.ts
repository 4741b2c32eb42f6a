// Shapes the purchase screens read from the payment endpoints.

export type CreditStatus = {
  hasCredits: boolean;
  credits: number;
  totalCredits: number;
  suspended?: boolean;
  /** This browser's balance was moved to another browser by a restore. */
  sessionEnded?: boolean;
};

export type CreditPackInfo = {
  id: string;
  name: string;
  credits: number;
  priceDisplay: string;
  description: string;
};

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
