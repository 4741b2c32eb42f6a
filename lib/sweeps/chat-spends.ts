import "server-only";
import { recordCreditChange } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";

// A Pro Chat credit is spent before the reply is generated and the exchange is stored after it. If the
// process dies in between, the buyer paid for nothing: the spend has no stored message (no
// chat_message activity naming it) and no refund. This sweep gives those credits back, once: the
// refund names the spend it reverses and the database allows one refund per spend.

type Orphan = { id: string; session_id: string; conversation_id: string | null };

/** Refunds chat spends older than `graceMs` that were neither stored nor refunded. */
export async function refundOrphanedChatSpends(
  graceMs: number,
  now = new Date(),
): Promise<{ refunded: number }> {
  const before = new Date(now.getTime() - graceMs);
  // Runs hourly: a month back is plenty, and keeps the scan bounded on a large ledger.
  const oldest = new Date(before.getTime() - 30 * 24 * 60 * 60 * 1000);
  const orphans = await db().$queryRaw<Orphan[]>`
    SELECT t.id::text, t.session_id::text, t.conversation_id
      FROM credit_transactions t
     WHERE t.transaction_type = 'usage'
       AND t.created_at < ${before}
       AND t.created_at > ${oldest}
       AND NOT EXISTS (SELECT 1 FROM credit_transactions r WHERE r.reverses_transaction_id = t.id)
       AND NOT EXISTS (
             SELECT 1 FROM user_activity a
              WHERE a.session_id = t.session_id::text
                AND a.activity_type = 'chat_message'
                AND a.details->>'transactionId' = t.id::text)
       -- Refunds written before refunds named their spend: same conversation, right after it.
       AND NOT EXISTS (
             SELECT 1 FROM credit_transactions r
              WHERE r.session_id = t.session_id AND r.transaction_type = 'refund'
                AND r.reverses_transaction_id IS NULL
                AND r.conversation_id IS NOT DISTINCT FROM t.conversation_id
                AND r.created_at BETWEEN t.created_at AND t.created_at + interval '5 minutes')
     ORDER BY t.created_at
     LIMIT 1000`;
  let refunded = 0;
  for (const o of orphans) {
    const result = await recordCreditChange({
      sessionId: o.session_id,
      type: "refund",
      amount: 1,
      conversationId: o.conversation_id,
      reversesTransactionId: o.id,
      description: "Refund: Pro Chat reply was never delivered",
    });
    if (result.applied) refunded++;
  }
  return { refunded };
}
