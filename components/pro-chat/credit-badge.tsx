import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type CreditTone = "red" | "yellow" | "green";

/** The badge dot (docs/product-spec.md §9): red at 5 or fewer, yellow at 15 or fewer, green above. */
export function creditTone(credits: number): CreditTone {
  if (credits <= 5) return "red";
  if (credits <= 15) return "yellow";
  return "green";
}

/** Buy More shows at 10 or fewer credits. */
export const showBuyMore = (credits: number) => credits <= 10;

/** The low-credit warning at 5 or fewer; the stronger wording at 2 or fewer; used up at 0. */
export function lowCreditMessage(credits: number): string | null {
  if (credits <= 0) return "Your credits are used up";
  if (credits <= 2) return "Running low on credits!";
  if (credits <= 5) return "Getting low on credits";
  return null;
}

const DOT: Record<CreditTone, string> = { red: "bg-red-500", yellow: "bg-yellow-400", green: "bg-green-500" };

/** "Pro Chat: current/total messages" with its coloured dot, and Buy More when credits run low. */
export function CreditBadge({
  credits,
  total,
  onBuyMore,
}: {
  credits: number;
  total: number;
  onBuyMore: () => void;
}) {
  const tone = creditTone(credits);
  return (
    <div className="flex items-center gap-3">
      <span
        className="inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-medium"
        data-testid="credit-badge"
      >
        <span
          aria-hidden
          data-testid="credit-dot"
          data-tone={tone}
          className={cn("size-2.5 rounded-full", DOT[tone])}
        />
        Pro Chat: {credits}/{total} messages
      </span>
      {showBuyMore(credits) && (
        <Button variant="outline" size="sm" onClick={onBuyMore}>
          Buy More
        </Button>
      )}
    </div>
  );
}

/** The warning card at 5 or fewer credits, with Top Off Credits. */
export function LowCreditWarning({ credits, onTopOff }: { credits: number; onTopOff: () => void }) {
  const message = lowCreditMessage(credits);
  if (!message) return null;
  const strong = credits <= 2;
  return (
    <div
      role="alert"
      data-testid="low-credit-warning"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4",
        strong ? "border-red-300 bg-red-50 text-red-900" : "border-yellow-300 bg-yellow-50 text-yellow-900",
      )}
    >
      <div>
        <p className="font-semibold">{message}</p>
        <p className="text-sm">
          {credits <= 0
            ? "Buy another pack to keep refining your scenes."
            : `${credits} message${credits === 1 ? "" : "s"} left. Top off to keep refining without interruption.`}
        </p>
      </div>
      <Button size="sm" onClick={onTopOff}>
        Top Off Credits
      </Button>
    </div>
  );
}
