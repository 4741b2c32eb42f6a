import "server-only";
import type { Tx } from "@/lib/db/client";
import { recordUserActivity, type UserActivityEntry } from "@/lib/users/activity";

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

/** A Pro Chat event's user_activity row (see recordUserActivity). */
export function logChatActivity(
  tx: Tx,
  entry: UserActivityEntry & { type: ChatActivity; sessionId: string },
): Promise<void> {
  return recordUserActivity(tx, entry);
}
