import type { Metadata } from "next";
import Link from "next/link";
import { AlertCircle, CheckCircle2, MessageSquareText } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { paymentOutcome, type PaymentOutcome } from "@/lib/payments/outcome";

export const metadata: Metadata = { title: "Payment", robots: { index: false, follow: false } };

/** What the page says for each outcome: only a payment the ledger recorded is called successful. */
const WORDING: Record<PaymentOutcome["kind"], { heading: string; text: string; ok: boolean }> = {
  verified: {
    heading: "Payment Successful!",
    text: "Thank you for your purchase. Your Pro Chat credits have been activated.",
    ok: true,
  },
  pending: {
    heading: "Payment Pending",
    text: "This payment has not succeeded yet. Your Pro Chat credits are activated as soon as it does; this page shows it when you reload.",
    ok: false,
  },
  not_found: {
    heading: "No recent payment found",
    text: "Please purchase credits or check your email address.",
    ok: false,
  },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Payment result (docs/product-spec.md §2): the start of the payment id from the URL and what actually
 * happened to it (recorded and credited, still pending at the provider, or not found).
 */
export default async function ThanksPage({ searchParams }: Props) {
  const raw = (await searchParams).session_id;
  const sessionId = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  const outcome = await paymentOutcome(sessionId);
  const wording = WORDING[outcome.kind];
  const Icon = wording.ok ? CheckCircle2 : AlertCircle;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <Icon
            className={`mx-auto h-14 w-14 ${wording.ok ? "text-green-700" : "text-amber-700"}`}
            aria-hidden
          />
          <h1 className="text-3xl font-bold tracking-tight" data-outcome={outcome.kind}>
            {wording.heading}
          </h1>
          <p className="text-muted-foreground">{wording.text}</p>
        </CardHeader>
        <CardContent className="space-y-6">
          {sessionId && (
            <p className="rounded-md bg-muted px-3 py-2 font-mono text-sm">
              Session ID: <span data-testid="session-id-prefix">{sessionId.slice(0, 20)}</span>...
            </p>
          )}
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/pro-wizard">
                <MessageSquareText aria-hidden />
                Start Pro Chat
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/">Back to Home</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Questions about your purchase? Contact us through the{" "}
            <Link href="/#feedback" className="font-medium text-primary underline underline-offset-4">
              feedback form on our homepage
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
