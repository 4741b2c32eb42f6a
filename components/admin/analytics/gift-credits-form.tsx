"use client";
import { useState, type FormEvent } from "react";
import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { CREDIT_PACKS } from "@/lib/credits/packs";
import { giftCreditsAction } from "@/lib/actions/admin";
import { submitAction } from "@/lib/actions/submit";
import { serverMessage } from "@/lib/http/api-request";
import { packGiftSchema } from "@/lib/validations/admin";
import { LabeledInput } from "@/components/ui/labeled-input";

/** The analytics page's gift form: an e-mail and a pack; creates a credit session or adds to the existing one. */
export function GiftCreditsForm() {
  const [email, setEmail] = useState("");
  const [packType, setPackType] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !packType) {
      toast({
        title: "Missing information",
        description: "Please enter both email and pack type",
        variant: "destructive",
      });
      return;
    }
    const parsed = packGiftSchema.safeParse({ email, packType });
    if (!parsed.success) {
      toast({
        title: "Failed to gift credits",
        description: parsed.error.issues[0]?.message ?? "Please try again.",
        variant: "destructive",
      });
      return;
    }
    setPending(true);
    try {
      const body = await submitAction(giftCreditsAction, parsed.data);
      toast({
        title: "Credits gifted successfully!",
        description: `${body.credits} credits gifted to ${body.email}`,
      });
      setEmail("");
      setPackType("");
    } catch (err) {
      toast({
        title: "Failed to gift credits",
        description: serverMessage(err) || "Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Gift className="h-5 w-5" aria-hidden />
          Gift Credits
        </CardTitle>
        <CardDescription>Give a Pro Chat pack to a user by e-mail.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_200px_auto] sm:items-end" noValidate>
          <LabeledInput
            id="gift-email"
            label="User email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="user@example.com"
          />
          <div className="space-y-2">
            <Label htmlFor="gift-pack">Pack type</Label>
            <Select value={packType} onValueChange={setPackType}>
              <SelectTrigger id="gift-pack" aria-label="Pack type">
                <SelectValue placeholder="Select a pack" />
              </SelectTrigger>
              <SelectContent>
                {CREDIT_PACKS.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {p.name} ({p.credits} credits)
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? "Gifting Credits..." : "Gift Credits"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
