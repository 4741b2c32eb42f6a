import "server-only";
import { db, isUniqueViolation, Prisma, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

// The credit ledger: the ONLY way a credit balance changes. Each change updates the balance with one
// guarded statement and writes a credit_transactions row with balanceAfter, in one transaction, and
// keeps user_profiles totals in step.

export type TransactionType =
  | "purchase" // a paid pack (idempotent per payment intent)
  | "gift" // an admin gift
  | "usage" // one Pro Chat message (negative)
  | "refund" // a usage given back because the reply failed
  | "payment_refund"; // credits removed after a Stripe refund or dispute (negative, down to zero)

export type CreditChange = {
  sessionId: string;
  type: TransactionType;
  /** Signed: positive adds, negative removes. */
  amount: number;
  description?: string | null;
  packType?: string | null;
  stripePaymentIntentId?: string | null;
  stripeChargeId?: string | null;
  conversationId?: string | null;
  /** For a refund of a chat spend: the usage row it gives back (at most once, enforced by the database). */
  reversesTransactionId?: string | null;
  /** For removals: take what is left instead of refusing when the balance is short. */
  clampAtZero?: boolean;
  /** Money that moved with the change, in cents (paid on a purchase, negative on a payment refund). */
  amountCents?: number | null;
  /** The e-mail the change is for when it is not the session's own (a purchase under another e-mail). */
  email?: string | null;
};

export type CreditChangeResult = {
  /** False when this payment intent was already fulfilled (nothing changed). */
  applied: boolean;
  balance: number;
  totalCredits: number;
  /** The amount actually applied (a clamped removal may be smaller). */
  amount: number;
  transactionId?: string;
};

export const NO_CREDITS_MESSAGE = "No credits remaining";
export const SUSPENDED_MESSAGE = "This account is suspended. Please contact support.";

/**
 * Waiting for a pooled connection is normal under bursts (each change holds one briefly); Prisma's
 * default 2 s wait would turn a burst into errors instead of a queue.
 */
export const LEDGER_TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;

/**
 * SQL: is the credit session `cs` suspended? Suspension follows the person: the session's own e-mail
 * and every e-mail it bought under, so buying under a fresh address never re-enables the balance.
 */
export const SESSION_SUSPENDED_SQL = Prisma.sql`EXISTS (
  SELECT 1 FROM user_profiles up
   WHERE up.account_status <> 'active'
     AND (up.email = cs.email OR up.email IN (
       SELECT ct.email FROM credit_transactions ct
        WHERE ct.session_id = cs.id AND ct.transaction_type = 'purchase' AND ct.email IS NOT NULL)))`;

/** Whether a credit session is suspended (see SESSION_SUSPENDED_SQL). */
export async function isSessionSuspended(sessionId: string, tx?: Tx): Promise<boolean> {
  const rows = await (tx ?? db()).$queryRaw<{ suspended: boolean }[]>`
    SELECT ${SESSION_SUSPENDED_SQL} AS suspended FROM credit_sessions cs WHERE cs.id = ${sessionId}::uuid`;
  return rows[0]?.suspended ?? false;
}

type BalanceRow = { credits_remaining: number; total_credits: number; email: string | null; applied: number };

async function applyInTx(tx: Tx, change: CreditChange): Promise<CreditChangeResult> {
  const { sessionId, amount } = change;
  if (!Number.isInteger(amount) || amount === 0)
    throw new AppError("bad_request", "Credit amount must be a non-zero whole number.");
  const addsToTotal = change.type === "purchase" || change.type === "gift";

  let rows: BalanceRow[];
  if (amount > 0) {
    rows = await tx.$queryRaw<BalanceRow[]>`
      UPDATE credit_sessions
         SET credits_remaining = credits_remaining + ${amount},
             total_credits = total_credits + ${addsToTotal ? amount : 0},
             last_used_at = now()
       WHERE id = ${sessionId}::uuid
      RETURNING credits_remaining, total_credits, email, ${amount}::int AS applied`;
    if (rows.length === 0) throw new AppError("not_found", "Credit session not found.");
  } else if (change.clampAtZero) {
    rows = await tx.$queryRaw<BalanceRow[]>`
      WITH before AS (SELECT id, credits_remaining AS old FROM credit_sessions WHERE id = ${sessionId}::uuid FOR UPDATE)
      UPDATE credit_sessions cs
         SET credits_remaining = GREATEST(cs.credits_remaining + ${amount}, 0)
        FROM before
       WHERE cs.id = before.id
      RETURNING cs.credits_remaining, cs.total_credits, cs.email, (cs.credits_remaining - before.old)::int AS applied`;
    if (rows.length === 0) throw new AppError("not_found", "Credit session not found.");
  } else {
    // A spend: one guarded statement, never read-then-write. Suspended accounts cannot spend.
    rows = await tx.$queryRaw<BalanceRow[]>`
      UPDATE credit_sessions cs
         SET credits_remaining = cs.credits_remaining + ${amount},
             last_used_at = now()
       WHERE cs.id = ${sessionId}::uuid
         AND cs.credits_remaining + ${amount} >= 0
         AND NOT ${SESSION_SUSPENDED_SQL}
      RETURNING cs.credits_remaining, cs.total_credits, cs.email, ${amount}::int AS applied`;
    if (rows.length === 0) {
      const state = await tx.$queryRaw<{ suspended: boolean }[]>`
        SELECT ${SESSION_SUSPENDED_SQL} AS suspended
          FROM credit_sessions cs WHERE cs.id = ${sessionId}::uuid`;
      if (state.length === 0) throw new AppError("not_found", "Credit session not found.");
      if (state[0].suspended) throw new AppError("forbidden", SUSPENDED_MESSAGE);
      throw new AppError("payment_required", NO_CREDITS_MESSAGE);
    }
  }

  const row = rows[0];
  const applied = Number(row.applied);
  const transaction = await tx.creditTransaction.create({
    data: {
      sessionId,
      email: change.email ?? row.email,
      transactionType: change.type,
      amount: applied,
      packType: change.packType ?? null,
      stripePaymentIntentId: change.stripePaymentIntentId ?? null,
      stripeChargeId: change.stripeChargeId ?? null,
      conversationId: change.conversationId ?? null,
      reversesTransactionId: change.reversesTransactionId ?? null,
      description: change.description ?? null,
      amountCents: change.amountCents ?? null,
      balanceAfter: Number(row.credits_remaining),
    },
    select: { id: true },
  });

  if (row.email) {
    const purchased = change.type === "purchase" ? applied : 0;
    const used = change.type === "usage" ? -applied : change.type === "refund" ? -applied : 0;
    await tx.userProfile.upsert({
      where: { email: row.email },
      create: {
        email: row.email,
        totalCreditsEverPurchased: Math.max(purchased, 0),
        totalCreditsUsed: Math.max(used, 0),
        lastActiveAt: new Date(),
      },
      update: {
        totalCreditsEverPurchased: { increment: purchased },
        totalCreditsUsed: { increment: used },
        lastActiveAt: new Date(),
      },
    });
  }

  return {
    applied: true,
    balance: Number(row.credits_remaining),
    totalCredits: Number(row.total_credits),
    amount: applied,
    transactionId: transaction.id,
  };
}

/**
 * Applies one credit change atomically. Pass `tx` to make it part of a larger transaction (for
 * example storing a chat exchange together with its spend). A purchase carrying a payment intent id
 * is applied at most once: a repeat (webhook redelivery, verify-payment racing the webhook) returns
 * `applied: false` and changes nothing. So is a refund naming the spend it reverses.
 */
export async function recordCreditChange(change: CreditChange, tx?: Tx): Promise<CreditChangeResult> {
  if (tx) return applyInTx(tx, change);
  try {
    return await db().$transaction((t) => applyInTx(t, change), LEDGER_TX_OPTIONS);
  } catch (e) {
    if ((change.stripePaymentIntentId || change.reversesTransactionId) && isUniqueViolation(e)) {
      const s = await db().creditSession.findUniqueOrThrow({
        where: { id: change.sessionId },
        select: { creditsRemaining: true, totalCredits: true },
      });
      return { applied: false, balance: s.creditsRemaining, totalCredits: s.totalCredits, amount: 0 };
    }
    throw e;
  }
}

/** Spends `amount` credits (default 1): 402 without enough credits, 403 when suspended. */
export function spendCredits(
  sessionId: string,
  opts: { amount?: number; conversationId?: string; description?: string } = {},
  tx?: Tx,
) {
  return recordCreditChange(
    {
      sessionId,
      type: "usage",
      amount: -(opts.amount ?? 1),
      conversationId: opts.conversationId,
      description: opts.description ?? "Pro Chat message",
    },
    tx,
  );
}
