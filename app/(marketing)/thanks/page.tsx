import type { Metadata } from "next";
import Link from "next/link";
import { CheckCircle2, MessageSquareText } from "@/components/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

export const metadata: Metadata = { title: "Payment Successful", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Payment success (docs/product-spec.md §2): shows the start of the checkout session id; activation is the payments flow's job. */
export default async function ThanksPage({ searchParams }: Props) {
  const raw = (await searchParams).session_id;
  const sessionId = (Array.isArray(raw) ? raw[0] : raw) ?? "";
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl items-center px-4 py-16">
      <Card className="w-full text-center">
        <CardHeader>
          <CheckCircle2 className="mx-auto h-14 w-14 text-green-700" aria-hidden />
          <h1 className="text-3xl font-bold tracking-tight">Payment Successful!</h1>
          <p className="text-muted-foreground">
            Thank you for your purchase. Your Pro Chat credits have been activated.
          </p>
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
