// Credit packs (docs/product-spec.md §3 and §9), defined on the server: the client never sends a price.

export type PackId = "basic" | "standard" | "premium";

export type CreditPack = {
  id: PackId;
  name: string;
  credits: number;
  amountCents: number;
  priceDisplay: string;
  description: string;
  /** The spec's checkout tier names (STARTER, STANDARD, PRO). */
  tier: "STARTER" | "STANDARD" | "PRO";
};

export const CREDIT_PACKS: readonly CreditPack[] = [
  {
    id: "basic",
    name: "Basic",
    credits: 20,
    amountCents: 500,
    priceDisplay: "$5",
    description: "20 guided messages to refine a scene",
    tier: "STARTER",
  },
  {
    id: "standard",
    name: "Standard",
    credits: 50,
    amountCents: 1200,
    priceDisplay: "$12",
    description: "50 guided messages for a few projects",
    tier: "STANDARD",
  },
  {
    id: "premium",
    name: "Premium",
    credits: 125,
    amountCents: 2500,
    priceDisplay: "$25",
    description: "125 guided messages for regular creators",
    tier: "PRO",
  },
];

export const PACK_IDS = CREDIT_PACKS.map((p) => p.id) as [PackId, ...PackId[]];

export function findPack(id: string): CreditPack | undefined {
  return CREDIT_PACKS.find((p) => p.id === id);
}

/** The public shape of GET /api/credit-packs. */
export function publicPacks() {
  return CREDIT_PACKS.map(({ id, name, credits, priceDisplay, description }) => ({
    id,
    name,
    credits,
    priceDisplay,
    description,
  }));
}
