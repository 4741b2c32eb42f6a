import "server-only";
import type { Prisma, Tx } from "@/lib/db/client";

export type UserActivityEntry = {
  type: string;
  email: string | null;
  sessionId?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  details: Record<string, unknown>;
};

/** The one writer of user_activity rows, inside the transaction of the change they describe. */
export async function recordUserActivity(tx: Tx, entry: UserActivityEntry): Promise<void> {
  await tx.userActivity.create({
    data: {
      email: entry.email,
      activityType: entry.type,
      sessionId: entry.sessionId ?? null,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      details: entry.details as Prisma.InputJsonValue,
    },
  });
}
