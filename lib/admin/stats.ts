import "server-only";
import { db } from "@/lib/db/client";
import { CREDIT_PACKS } from "@/lib/credits/packs";

/** docs/product-spec.md §3, "Admin user stats". revenueThisMonth is in dollars. */
export type AdminStats = {
  totalUsers: number;
  newUsersThisWeek: number;
  totalCreditsIssued: number;
  totalCreditsUsed: number;
  totalConversations: number;
  totalPrompts: number;
  revenueThisMonth: number;
  activeUsers: number;
};

/** Days without activity after which a user no longer counts as active. */
export const ACTIVE_USER_DAYS = 30;

type StatsRow = {
  total_users: number;
  new_users_this_week: number;
  total_credits_issued: bigint;
  total_credits_used: bigint;
  total_conversations: number;
  total_prompts: number;
  active_users: number;
};

/**
 * The dashboard's figures, each one SQL aggregate (never rows loaded into the server):
 * - users are user_profiles; new this week = created in the last 7 days;
 * - credits issued = every purchased or gifted credit (credit_sessions.total_credits);
 * - credits used = user_profiles.total_credits_used (kept by the ledger: usage minus refunds);
 * - conversations = pro_chat_conversations rows; prompts = prompt_analytics rows;
 * - revenue = this calendar month's money in, net of refunds: the amount stored on each purchase row
 *   (rows from before amounts were stored are priced by their pack) plus the negative amounts of
 *   payment_refund rows;
 * - active users = active accounts seen in the last 30 days.
 */
export async function adminStats(): Promise<AdminStats> {
  const [[row], purchases] = await Promise.all([
    db().$queryRaw<StatsRow[]>`
      SELECT
        (SELECT count(*)::int FROM user_profiles) AS total_users,
        (SELECT count(*)::int FROM user_profiles WHERE created_at >= now() - interval '7 days') AS new_users_this_week,
        (SELECT COALESCE(sum(total_credits), 0)::bigint FROM credit_sessions) AS total_credits_issued,
        (SELECT COALESCE(sum(total_credits_used), 0)::bigint FROM user_profiles) AS total_credits_used,
        (SELECT count(*)::int FROM pro_chat_conversations) AS total_conversations,
        (SELECT count(*)::int FROM prompt_analytics) AS total_prompts,
        (SELECT count(*)::int FROM user_profiles
          WHERE account_status = 'active' AND last_active_at >= now() - make_interval(days => ${ACTIVE_USER_DAYS})) AS active_users`,
    db().$queryRaw<{ pack_type: string | null; stored: boolean; cents: bigint; n: number }[]>`
      SELECT pack_type, amount_cents IS NOT NULL AS stored, COALESCE(sum(amount_cents), 0)::bigint AS cents, count(*)::int AS n
        FROM credit_transactions
       WHERE transaction_type IN ('purchase', 'payment_refund') AND created_at >= date_trunc('month', now())
         AND (transaction_type = 'purchase' OR amount_cents IS NOT NULL)
       GROUP BY pack_type, amount_cents IS NOT NULL`,
  ]);
  const revenueCents = purchases.reduce(
    (sum, p) =>
      sum +
      (p.stored
        ? Number(p.cents)
        : (CREDIT_PACKS.find((pack) => pack.id === p.pack_type)?.amountCents ?? 0) * Number(p.n)),
    0,
  );
  return {
    totalUsers: Number(row.total_users),
    newUsersThisWeek: Number(row.new_users_this_week),
    totalCreditsIssued: Number(row.total_credits_issued),
    totalCreditsUsed: Number(row.total_credits_used),
    totalConversations: Number(row.total_conversations),
    totalPrompts: Number(row.total_prompts),
    revenueThisMonth: revenueCents / 100,
    activeUsers: Number(row.active_users),
  };
}
