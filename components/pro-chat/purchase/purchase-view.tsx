"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MessageSquareText, Sparkles, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { CompletePurchaseDialog } from "@/components/pro-chat/purchase/complete-purchase-dialog";
import { PackCard } from "@/components/pro-chat/purchase/pack-card";
import { VerifyPurchaseDialog } from "@/components/pro-chat/purchase/verify-purchase-dialog";
import type { CreditPackInfo } from "@/components/pro-chat/purchase/types";

/**
 * The purchase view: what Pro Chat is, the three packs, Verify Your Purchase and the Complete
 * Purchase dialog. Pro Chat opens it on Buy More, Top Off Credits and a 402.
 */
export function PurchaseView({ onClose, onRestored }: { onClose?: () => void; onRestored?: () => void }) {
  const packs = useQuery<CreditPackInfo[]>({ queryKey: ["/api/credit-packs"] });
  const [buying, setBuying] = useState<CreditPackInfo | null>(null);
  const [verifying, setVerifying] = useState(false);

  return (
    <section className="page-container space-y-8 py-10" aria-labelledby="purchase-heading">
      <Card>
        <CardHeader>
          <CardTitle as="h1" id="purchase-heading" className="text-2xl">
            Get Pro Chat credits
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm text-muted-foreground sm:grid-cols-3">
          <p className="flex gap-2">
            <MessageSquareText className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            Pro Chat is a guided conversation that refines your video concept scene by scene.
          </p>
          <p className="flex gap-2">
            <Wand2 className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            Each message you send uses one credit; failed replies are refunded automatically.
          </p>
          <p className="flex gap-2">
            <Sparkles className="h-5 w-5 shrink-0 text-primary" aria-hidden />
            No account needed: credits stay with this browser, and your email restores them anywhere.
          </p>
        </CardContent>
      </Card>

      {packs.isLoading ? (
        <div className="flex justify-center">
          <Spinner label="Loading credit packs" />
        </div>
      ) : packs.isError || !packs.data ? (
        <p role="alert" className="text-center text-sm text-destructive">
          Credit packs could not be loaded. Please try again.
        </p>
      ) : (
        <div className="grid gap-6 pt-2 md:grid-cols-3 md:gap-y-0">
          {packs.data.map((pack) => (
            <PackCard key={pack.id} pack={pack} onBuy={setBuying} />
          ))}
        </div>
      )}

      <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
        <span className="text-muted-foreground">Already purchased?</span>
        <Button variant="outline" size="sm" onClick={() => setVerifying(true)}>
          Verify Your Purchase
        </Button>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose}>
            Back
          </Button>
        ) : null}
      </div>

      <CompletePurchaseDialog pack={buying} onOpenChange={(o) => !o && setBuying(null)} />
      <VerifyPurchaseDialog open={verifying} onOpenChange={setVerifying} onRestored={() => onRestored?.()} />
    </section>
  );
}
