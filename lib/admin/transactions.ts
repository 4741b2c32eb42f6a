import "server-only";
import { db } from "@/lib/db/client";
import type { ListQuery } from "@/lib/validations/admin";

/** The spec's transaction types; the ledger's finer kinds (usage, refund, payment_refund) are "other". */
export type SpecTransactionType = "purchase" | "gift" | "other";

export const specTransactionType = (stored: string): SpecTransactionType =>
  stored === "purchase" || stored === "gift" ? stored : "other";

/** docs/product-spec.md §3, "Credit transaction (admin view)", plus the stored kind beside the spec's type. */
export type AdminTransactionRecord = {
  id: string;
  created_at: Date;
  email: string | null;
  transaction_type: SpecTransactionType;
  /** The ledger's own kind (usage, refund, payment_refund, purchase, gift). */
  detail: string;
  amount: number;
  balance_after: number;
  description: string | null;
};

/** One page of credit transactions, newest first, optionally only those of e-mails containing `search`. */
export async function listTransactions({
  limit,
  offset,
  search,
}: ListQuery): Promise<AdminTransactionRecord[]> {
  const rows = await db().creditTransaction.findMany({
    where: search ? { email: { contains: search, mode: "insensitive" } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    skip: offset,
    select: {
      id: true,
      createdAt: true,
      email: true,
      transactionType: true,
      amount: true,
      balanceAfter: true,
      description: true,
    },
  });
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt,
    email: r.email,
    transaction_type: specTransactionType(r.transactionType),
    detail: r.transactionType,
    amount: r.amount,
    balance_after: r.balanceAfter,
    description: r.description,
  }));
}
