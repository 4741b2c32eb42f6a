import Link from "next/link";
import { Ban, Lock } from "lucide-react";
import { HandoffWaiting } from "@/components/pro-chat/handoff-waiting";
import { Button } from "@/components/ui/button";

// The account states shown instead of Pro Chat. The multi-browser rule (docs/security-overview.md, finding 2):
// a balance is used in one browser at a time; restoring it with the e-mailed code moves it to the
// browser that proved the e-mail, and the browser it left is told so here.

export const SESSION_MOVED_NOTICE =
  "Your credits were restored in another browser. A balance is used in one browser at a time: restore it here with your email to continue on this device.";

/** Pro Chat without credits: what it needs, Unlock, restore for returning buyers, the free tool. */
export function LockedView({
  onUnlock,
  onRestore,
  usedUp = false,
  sessionEnded = false,
}: {
  onUnlock: () => void;
  onRestore: () => void;
  /** The visitor had credits and spent them all. */
  usedUp?: boolean;
  /** This browser's session was moved to another browser by a restore. */
  sessionEnded?: boolean;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <Lock className="h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">
        {usedUp ? "Your Pro Chat credits are used up" : "Pro Chat requires credits"}
      </h1>
      {sessionEnded ? (
        <p role="status" data-testid="session-moved" className="rounded-lg border bg-muted/50 p-4 text-sm">
          {SESSION_MOVED_NOTICE}
        </p>
      ) : null}
      <HandoffWaiting />
      <p className="text-muted-foreground">
        {usedUp
          ? "You have used every message of your packs. Buy another pack to keep refining your scenes."
          : "Refine your video concept with a guided AI conversation. Buy a credit pack to start."}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={onUnlock}>
          Unlock Pro Chat ($5)
        </Button>
        <Button size="lg" variant="outline" onClick={onRestore}>
          Already bought? Restore your credits
        </Button>
      </div>
      <Link href="/generator" className="text-sm text-primary underline-offset-4 hover:underline">
        Or use the free generator
      </Link>
    </section>
  );
}

/** A suspended account: no purchase is offered, only how to reach support. */
export function SuspendedView({ contactEmail }: { contactEmail: string }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center"
      data-testid="suspended-view"
    >
      <Ban className="h-12 w-12 text-destructive" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">Your Pro Chat account is suspended</h1>
      <p className="text-muted-foreground">
        Pro Chat and credit purchases are unavailable for this account. If you think this is a mistake, please
        contact support at{" "}
        <a
          href={`mailto:${contactEmail}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {contactEmail}
        </a>
        .
      </p>
      <Link href="/generator" className="text-sm text-primary underline-offset-4 hover:underline">
        The free generator is still available
      </Link>
    </section>
  );
}
