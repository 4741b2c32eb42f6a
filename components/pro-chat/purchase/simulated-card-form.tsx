"use client";
import { useState } from "react";
import { FlaskConical } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { PayButton } from "@/components/pro-chat/purchase/pay-button";
import { paymentFailed, startCheckout } from "@/components/pro-chat/purchase/checkout-client";
import type { CardFormProps } from "@/components/pro-chat/purchase/types";

/** Demo mode's card field: a simulated payment through the same fulfilment path, clearly labelled. */
export function SimulatedCardForm({ pack, requireEmail, processing, setProcessing, onPaid }: CardFormProps) {
  const [card, setCard] = useState("4242 4242 4242 4242");

  async function pay() {
    const email = requireEmail();
    if (!email) return;
    setProcessing(true);
    try {
      const started = await startCheckout(pack.id, email);
      if (!started) return;
      try {
        await apiRequest("POST", "/api/payments/simulated/confirm", {
          client_secret: started.client_secret,
          card_number: card,
        });
      } catch (e) {
        paymentFailed(serverMessage(e));
        return;
      }
      await onPaid(started.payment_intent_id);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2 rounded-md border border-dashed border-amber-500/60 bg-amber-500/10 p-3">
        <p className="flex items-center gap-2 text-sm font-medium text-amber-700 dark:text-amber-300">
          <FlaskConical className="h-4 w-4" aria-hidden />
          Test mode: no real charge
        </p>
        <Label htmlFor="simulated-card">Card number</Label>
        <Input
          id="simulated-card"
          inputMode="numeric"
          autoComplete="off"
          value={card}
          onChange={(e) => setCard(e.target.value)}
          disabled={processing}
        />
        <p className="text-xs text-muted-foreground">
          Any test card succeeds; 4000 0000 0000 0002 is declined.
        </p>
      </div>
      <PayButton price={pack.priceDisplay} processing={processing} onClick={pay} />
    </div>
  );
}
