"use client";
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import type { UserJson } from "@/components/admin/dashboard/types";
import { apiRequest } from "@/lib/http/api-request";
import { amountGiftSchema, DEFAULT_GIFT_DESCRIPTION } from "@/lib/validations/admin";

/** The Gift Credits tab: an amount (1 to 1000) and an optional description for the user selected in Users. */
export function GiftTab({ user }: { user: UserJson | null }) {
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!user) {
    return (
      <p className="py-8 text-center text-muted-foreground">
        Select a user from the Users tab to gift credits.
      </p>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) return;
    const parsed = amountGiftSchema.safeParse({
      email: user.email,
      amount: Number.parseInt(amount, 10),
      description,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid input");
      return;
    }
    setError(null);
    setPending(true);
    try {
      await apiRequest("POST", "/api/admin/gift-credits", parsed.data);
      toast({
        title: "Credits gifted",
        description: `${parsed.data.amount} credits gifted to ${parsed.data.email}`,
      });
      setAmount("");
      setDescription("");
      await queryClient.invalidateQueries();
    } catch {
      toast({
        title: "Error",
        description: "Failed to gift credits. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
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
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="gift-amount">Amount</Label>
            <Input
              id="gift-amount"
              type="number"
              min={1}
              max={1000}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="Number of credits (1 to 1000)"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="gift-description">Description (optional)</Label>
            <Input
              id="gift-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder={DEFAULT_GIFT_DESCRIPTION}
            />
          </div>
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
