"use client";
import { useActionState, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import type { UserJson } from "@/components/admin/dashboard/types";
import { giftCreditsAction } from "@/lib/actions/admin";
import { answered, IDLE, type ActionState } from "@/lib/actions/result";
import type { GiftResult } from "@/lib/admin/gifts";
import { amountGiftSchema, DEFAULT_GIFT_DESCRIPTION } from "@/lib/validations/admin";
import { LabeledInput } from "@/components/ui/labeled-input";

type GiftState = ActionState<GiftResult>;

// A call that gets no answer (network, 5xx, unknown action id) is an error state: toast, input kept.
const gift = answered(giftCreditsAction);

/** The Gift Credits tab: an amount (1 to 1000) and an optional description for the user selected in Users. */
export function GiftTab({ user }: { user: UserJson | null }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [, formAction, pending] = useActionState(async (previous: GiftState, form: FormData) => {
    const state = await gift(previous, form);
    if (state.status === "ok") {
      toast({
        title: "Credits gifted",
        description: `${state.data.credits} credits gifted to ${state.data.email}`,
      });
      setAmount("");
      setDescription("");
      await queryClient.invalidateQueries();
    } else if (state.status === "error") {
      if (Object.keys(state.fieldErrors).length > 0) setError(state.message);
      toast({
        title: "Error",
        description: "Failed to gift credits. Please try again.",
        variant: "destructive",
      });
    }
    return state;
  }, IDLE as GiftState);

  if (!user) {
    return (
      <p className="py-8 text-center text-muted-foreground">
        Select a user from the Users tab to gift credits.
      </p>
    );
  }

  // Checked with the shared schema in the browser first; the action checks again on the server.
  function check(e: FormEvent) {
    if (!user) return;
    const parsed = amountGiftSchema.safeParse({
      email: user.email,
      amount: Number.parseInt(amount, 10),
      description,
    });
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid input"));
    if (!parsed.success) e.preventDefault();
  }

  return (
    <Card className="max-w-lg">
      <CardHeader>
        <CardTitle as="h2">Gift Credits</CardTitle>
        <CardDescription>
          Gift credits to <span className="font-medium text-foreground">{user.email}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form action={formAction} onSubmit={check} className="space-y-4" noValidate>
          <input type="hidden" name="email" value={user.email} />
          <LabeledInput
            id="gift-amount"
            label="Amount"
            name="amount"
            type="number"
            min={1}
            max={1000}
            step={1}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="Number of credits (1 to 1000)"
          />
          <LabeledInput
            id="gift-description"
            label="Description (optional)"
            name="description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder={DEFAULT_GIFT_DESCRIPTION}
          />
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={pending}>
            {pending ? "Gifting..." : "Gift Credits"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
