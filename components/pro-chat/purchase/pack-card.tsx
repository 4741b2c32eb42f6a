import { Check } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { CreditPackInfo } from "@/components/pro-chat/purchase/types";

/**
 * One credit pack with its Buy Now button; the standard pack carries the Most Popular badge. From md
 * up the card is a subgrid of its row in the packs grid (components/pro-chat/purchase/purchase-view.tsx):
 * header, price and button rows are as tall as the tallest pack's, so the prices line up whatever
 * length each description has.
 */
export function PackCard({ pack, onBuy }: { pack: CreditPackInfo; onBuy: (pack: CreditPackInfo) => void }) {
  const popular = pack.id === "standard";
  return (
    <Card
      data-testid={`pack-${pack.id}`}
      className={cn(
        "relative flex flex-col md:row-span-3 md:grid md:grid-rows-subgrid md:gap-0",
        popular && "border-primary shadow-lg",
      )}
    >
      {popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge> : null}
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {pack.name}
        </CardTitle>
        <CardDescription>{pack.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-2">
        <p className="text-3xl font-bold" data-testid="pack-price">
          {pack.priceDisplay}
        </p>
        <p className="flex items-center gap-2 text-sm">
          <Check className="h-4 w-4 text-green-600" aria-hidden />
          {pack.credits} guided messages
        </p>
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={popular ? "default" : "outline"}
          onClick={() => onBuy(pack)}
          aria-label={`Buy Now: ${pack.name} pack`}
        >
          Buy Now
        </Button>
      </CardFooter>
    </Card>
  );
}
