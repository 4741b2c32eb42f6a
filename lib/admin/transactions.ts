import "server-only";
import { db } from "@/lib/db/client";
import type { ListQuery } from "@/lib/validations/admin";

/** Spec section 3, "Credit transaction (admin view)". */
export type AdminTransactionRecord = {
  id: string;
  created_at: Date;
  email: string | null;
  transaction_type: string;
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
    transaction_type: r.transactionType,
    amount: r.amount,
    balance_after: r.balanceAfter,
    description: r.description,
  }));
}
