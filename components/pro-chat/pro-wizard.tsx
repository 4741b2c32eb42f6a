"use client";
import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { ProChatScreen } from "@/components/pro-chat/pro-chat-screen";
import { LockedView, SuspendedView } from "@/components/pro-chat/purchase/locked-view";
import { PurchaseView } from "@/components/pro-chat/purchase/purchase-view";
import { VerifyPurchaseDialog } from "@/components/pro-chat/purchase/verify-purchase-dialog";
import { verifyPayment } from "@/components/pro-chat/purchase/checkout-client";
import type { CreditStatus } from "@/components/pro-chat/purchase/types";

const NO_CREDITS: CreditStatus = { hasCredits: false, credits: 0, totalCredits: 0 };

/** The visitor's credits; a failed status call counts as no credits (spec section 8). */
export function useCreditStatus() {
  const query = useQuery<CreditStatus>({ queryKey: ["/api/credit-status"] });
  return { status: query.isError ? NO_CREDITS : (query.data ?? NO_CREDITS), isLoading: query.isLoading };
}

/** Finishes a Stripe payment that needed a redirect (3-D Secure): Stripe returns here with the intent. */
function useStripeReturn() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const pi = params.get("payment_intent");
    if (!pi || params.get("redirect_status") !== "succeeded") return;
    void verifyPayment(pi).then(async (verified) => {
      if (!verified) return;
      await queryClient.invalidateQueries({ queryKey: ["/api/credit-status"] });
      router.replace(`/thanks?session_id=${encodeURIComponent(pi)}`);
    });
  }, [router, queryClient]);
}

/**
 * /pro-wizard: the suspension notice for a suspended account (never a purchase), the locked view
 * without credits (with restore for returning buyers), the purchase view when asked (Buy More, Top
 * Off Credits, a 402), and with credits the Pro Chat screen; with credits used up, the same screen
 * read-only (conversations and projects stay readable, copyable and exportable).
 */
export function ProWizard({ contactEmail }: { contactEmail: string }) {
  const { status, isLoading } = useCreditStatus();
  const [purchasing, setPurchasing] = useState(false);
  const [restoring, setRestoring] = useState(false);
  useStripeReturn();

  if (isLoading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading credits" />
      </div>
    );
  }
  if (status.suspended) return <SuspendedView contactEmail={contactEmail} />;
  if (purchasing)
    return <PurchaseView onClose={() => setPurchasing(false)} onRestored={() => setPurchasing(false)} />;
  // A buyer who used every credit keeps reading, copying and exporting their conversations and
  // projects; only new refinements are locked (the chat says so and offers a pack).
  const usedUp = !status.hasCredits && status.totalCredits > 0 && !status.sessionEnded;
  if (!status.hasCredits && !usedUp)
    return (
      <>
        <LockedView
          onUnlock={() => setPurchasing(true)}
          onRestore={() => setRestoring(true)}
          usedUp={status.totalCredits > 0}
          sessionEnded={status.sessionEnded}
        />
        <VerifyPurchaseDialog
          open={restoring}
          onOpenChange={setRestoring}
          onRestored={() => setRestoring(false)}
        />
      </>
    );
  return (
    <>
      <ProChatScreen
        status={status}
        locked={usedUp}
        onPurchase={() => setPurchasing(true)}
        onRestore={() => setRestoring(true)}
      />
      {usedUp ? (
        <VerifyPurchaseDialog
          open={restoring}
          onOpenChange={setRestoring}
          onRestored={() => setRestoring(false)}
        />
      ) : null}
    </>
  );
}
