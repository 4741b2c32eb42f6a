"use client";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import { buyerEmailSchema, confirmEmailCodeSchema } from "@/lib/validations/payments";
import { LabeledInput } from "@/components/ui/labeled-input";
import { BuyerEmailInput } from "@/components/pro-chat/purchase/buyer-email-input";

/** Verify Your Purchase: Login with Email sends a one-time code; the code restores the credits. */
export function VerifyPurchaseDialog({
  open,
  onOpenChange,
  onRestored,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRestored: () => void;
}) {
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [step, setStep] = useState<"email" | "code">("email");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  function reset(o: boolean) {
    if (!o) {
      setStep("email");
      setCode("");
      setNotice(null);
      setError(null);
    }
    onOpenChange(o);
  }

  async function sendCode() {
    const parsed = buyerEmailSchema.safeParse(email);
    if (!parsed.success) {
      toast({
        title: "Email required",
        description: parsed.error.issues[0]?.message ?? "Please enter your email address",
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest("POST", "/api/verify-by-email", { email: parsed.data });
      setNotice(((await res.json()) as { message: string }).message);
      setStep("code");
    } catch (e) {
      toast({ title: "Error", description: serverMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    const parsed = confirmEmailCodeSchema.safeParse({ email, code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Please enter the 6-digit code from your email.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const res = await apiRequest("POST", "/api/verify-by-email/confirm", parsed.data);
      const { credits } = (await res.json()) as { credits: number };
      await queryClient.invalidateQueries({ queryKey: ["/api/credit-status"] });
      toast({ title: "Purchase verified", description: `${credits} Pro Chat messages restored.` });
      reset(false);
      onRestored();
    } catch (e) {
      // The inline message says what went wrong; no second, contradicting toast.
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verify Your Purchase</DialogTitle>
          <DialogDescription>
            Already bought credits? Enter the email you paid with and we&apos;ll send you a one-time code to
            restore them on this device. Credits are used in one browser at a time: restoring moves them here,
            and another browser using them will ask to restore again.
          </DialogDescription>
        </DialogHeader>
        <BuyerEmailInput
          id="verify-email"
          value={email}
          onChange={setEmail}
          disabled={busy || step === "code"}
        />
        {step === "email" ? (
          <Button type="button" onClick={sendCode} disabled={busy}>
            {busy ? "Sending..." : "Login with Email"}
          </Button>
        ) : (
          <div className="space-y-4">
            {notice ? <p className="text-sm text-muted-foreground">{notice}</p> : null}
            <LabeledInput
              id="verify-code"
              label="6-digit code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              disabled={busy}
            />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <div className="flex gap-2">
              <Button type="button" onClick={confirm} disabled={busy}>
                {busy ? "Verifying..." : "Verify Code"}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setStep("email")} disabled={busy}>
                Use another email
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
