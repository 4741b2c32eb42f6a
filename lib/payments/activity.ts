import "server-only";
import type { Prisma, Tx } from "@/lib/db/client";

/** Records a payment event (failure, refund, dispute, rejected payment) in user_activity. */
export async function logPaymentActivity(
  tx: Tx,
  entry: { email: string | null; type: string; sessionId?: string | null; details: Record<string, unknown> },
): Promise<void> {
  await tx.userActivity.create({
    data: {
      email: entry.email,
      activityType: entry.type,
      sessionId: entry.sessionId ?? null,
      details: entry.details as Prisma.InputJsonValue,
    },
  });
}
