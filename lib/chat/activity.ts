import "server-only";
import type { Prisma, Tx } from "@/lib/db/client";

// user_activity rows for Pro Chat events (message sent, conversation created, switched, renamed,
// project saved or opened), written inside the transaction of the change they describe.

export type ChatActivity =
  | "chat_message"
  | "chat_reply_failed"
  | "conversation_created"
  | "conversation_activated"
  | "conversation_renamed"
  | "project_saved"
  | "project_opened";

export async function logChatActivity(
  tx: Tx,
  entry: {
    type: ChatActivity;
    email: string | null;
    sessionId: string;
    ipAddress?: string | null;
    userAgent?: string | null;
    details: Record<string, unknown>;
  },
): Promise<void> {
  await tx.userActivity.create({
    data: {
      email: entry.email,
      activityType: entry.type,
      sessionId: entry.sessionId,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent ?? null,
      details: entry.details as Prisma.InputJsonValue,
    },
  });
}
