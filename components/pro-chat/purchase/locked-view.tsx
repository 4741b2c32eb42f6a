import Link from "next/link";
import { Lock } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Pro Chat without credits: what it needs, the unlock button and the way back to the free tool. */
export function LockedView({ onUnlock }: { onUnlock: () => void }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-20 text-center">
      <Lock className="h-12 w-12 text-muted-foreground" aria-hidden />
      <h1 className="text-3xl font-bold tracking-tight">Pro Chat requires credits</h1>
      <p className="text-muted-foreground">
        Refine your video concept with a guided AI conversation. Buy a credit pack to start.
      </p>
      <Button size="lg" onClick={onUnlock}>
        Unlock Pro Chat ($5)
      </Button>
      <Link href="/generator" className="text-sm text-primary underline-offset-4 hover:underline">
        Or use the free generator
      </Link>
    </section>
  );
}
