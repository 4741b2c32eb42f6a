"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { buyerEmailSchema } from "@/lib/validations/payments";
import { SimulatedCardForm } from "@/components/pro-chat/purchase/simulated-card-form";
import { verifyPayment } from "@/components/pro-chat/purchase/checkout-client";
import type { CreditPackInfo, PaymentsConfig } from "@/components/pro-chat/purchase/types";
import { BuyerEmailInput } from "@/components/pro-chat/purchase/buyer-email-input";

// Stripe.js and the Payment Element load only when this dialog opens in Stripe mode.
const StripeCardForm = dynamic(() => import("@/components/pro-chat/purchase/stripe-card-form"), {
  ssr: false,
  loading: () => <Spinner label="Loading payment form" />,
});

/** The embedded card payment: e-mail, card field and Pay {price}; on success, /thanks. */
export function CompletePurchaseDialog({
  pack,
  onOpenChange,
}: {
  pack: CreditPackInfo | null;
  onOpenChange: (open: boolean) => void;
}) {
  const open = pack !== null;
  const [email, setEmail] = useState("");
  const [processing, setProcessing] = useState(false);
  const router = useRouter();
  const queryClient = useQueryClient();
  const config = useQuery<PaymentsConfig>({ queryKey: ["/api/payments/config"], enabled: open });

  function requireEmail(): string | null {
    const parsed = buyerEmailSchema.safeParse(email);
    if (parsed.success) return parsed.data;
    toast({
      title: "Email required",
      description: parsed.error.issues[0]?.message ?? "Please enter your email address",
      variant: "destructive",
    });
    return null;
  }

  async function onPaid(paymentIntentId: string) {
    const verified = await verifyPayment(paymentIntentId);
    if (!verified) return;
    await queryClient.invalidateQueries({ queryKey: ["/api/credit-status"] });
    toast({ title: "Payment successful", description: `${verified.credits} Pro Chat messages are ready.` });
    onOpenChange(false);
    router.push(`/thanks?session_id=${encodeURIComponent(paymentIntentId)}`);
  }

  const form = pack ? { pack, requireEmail, processing, setProcessing, onPaid } : null;
  const data = config.data;

  return (
    <Dialog open={open} onOpenChange={(o) => !processing && onOpenChange(o)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Complete Purchase</DialogTitle>
          <DialogDescription>
            {pack ? `${pack.name} pack: ${pack.credits} Pro Chat messages for ${pack.priceDisplay}` : null}
          </DialogDescription>
        </DialogHeader>
        <BuyerEmailInput
          id="purchase-email"
          value={email}
          onChange={setEmail}
          disabled={processing}
          hint="Your receipt and any restore code go to this address."
        />
        {!form || config.isLoading ? (
          <Spinner label="Loading payment form" />
        ) : config.isError || !data || data.mode === "unavailable" ? (
          <p role="alert" className="text-sm text-destructive">
            Payments are not available right now. Please try again later.
          </p>
        ) : data.mode === "simulated" ? (
          <SimulatedCardForm {...form} />
        ) : (
          <StripeCardForm
            {...form}
            publishableKey={data.publishableKey ?? ""}
            amount={data.amounts[form.pack.id] ?? 0}
            currency={data.currency}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
