"use client";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { toast } from "@/components/ui/use-toast";
import type { StartedCheckout } from "@/components/pro-chat/purchase/types";

// Client calls of the checkout, with the payment messages of docs/product-spec.md §8.

/** POST /api/create-payment-intent; on failure shows "Failed to start checkout: {reason}" and returns null. */
export async function startCheckout(packId: string, email: string): Promise<StartedCheckout | null> {
  try {
    const res = await apiRequest("POST", "/api/create-payment-intent", { pack_id: packId, email });
    return (await res.json()) as StartedCheckout;
  } catch (e) {
    toast({
      title: "Error",
      description: `Failed to start checkout: ${serverMessage(e)}`,
      variant: "destructive",
    });
    return null;
  }
}

/** Shows the spec's "Payment failed" toast with the provider's message. */
export function paymentFailed(message: string | undefined): void {
  toast({
    title: "Payment failed",
    description: message || "Payment processing failed",
    variant: "destructive",
  });
}

/** POST /api/verify-payment; returns the credits or null after an "Error" toast. */
export async function verifyPayment(
  paymentIntentId: string,
): Promise<{ credits: number; totalCredits: number } | null> {
  try {
    const res = await apiRequest("POST", "/api/verify-payment", { payment_intent_id: paymentIntentId });
    return (await res.json()) as { credits: number; totalCredits: number };
  } catch (e) {
    toast({
      title: "Error",
      description: serverMessage(e) || "Payment processing failed",
      variant: "destructive",
    });
    return null;
  }
}
