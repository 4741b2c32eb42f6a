import "server-only";
import type { Tx } from "@/lib/db/client";
import { recordUserActivity, type UserActivityEntry } from "@/lib/users/activity";

/** Records a payment event (failure, refund, dispute, rejected payment) in user_activity. */
export function logPaymentActivity(tx: Tx, entry: UserActivityEntry): Promise<void> {
  return recordUserActivity(tx, entry);
}
