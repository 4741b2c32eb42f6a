import "server-only";
import { db, Prisma } from "@/lib/db/client";
import { logAdminAction } from "@/lib/audit/admin-log";
import type { AdminActor } from "@/lib/http/request-context";
import { AppError } from "@/lib/errors";
import { containsPattern } from "@/lib/admin/query-params";
import type { ListQuery } from "@/lib/validations/admin";

/** docs/product-spec.md §3, "Admin user record". */
export type AdminUserRecord = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  currentCredits: number;
  totalCreditsEverPurchased: number;
  totalCreditsUsed: number;
  totalConversations: number;
  totalPrompts: number;
  lastActiveAt: Date | null;
  accountStatus: string;
};

type UserRow = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  created_at: Date;
  current_credits: number;
  total_credits_ever_purchased: number;
  total_credits_used: number;
  total_conversations: number;
  total_prompts: number;
  last_active_at: Date | null;
  account_status: string;
};

/**
 * One page of users (user_profiles), newest first, optionally filtered by e-mail, first or last name.
 * The current balance is summed per row over the user's unexpired credit sessions (index on email).
 */
export async function listUsers({ limit, offset, search }: ListQuery): Promise<AdminUserRecord[]> {
  const filter = search
    ? Prisma.sql`WHERE up.email ILIKE ${containsPattern(search)} OR up.first_name ILIKE ${containsPattern(search)} OR up.last_name ILIKE ${containsPattern(search)}`
    : Prisma.empty;
  const rows = await db().$queryRaw<UserRow[]>`
    SELECT up.id::text, up.email, up.first_name, up.last_name, up.created_at,
           COALESCE((SELECT sum(cs.credits_remaining) FROM credit_sessions cs
                      WHERE cs.email = up.email AND (cs.expires_at IS NULL OR cs.expires_at > now())), 0)::int AS current_credits,
           up.total_credits_ever_purchased, up.total_credits_used, up.total_conversations, up.total_prompts,
           up.last_active_at, up.account_status
      FROM user_profiles up
      ${filter}
     ORDER BY up.created_at DESC, up.id DESC
     LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    createdAt: r.created_at,
    currentCredits: Number(r.current_credits),
    totalCreditsEverPurchased: r.total_credits_ever_purchased,
    totalCreditsUsed: r.total_credits_used,
    totalConversations: r.total_conversations,
    totalPrompts: r.total_prompts,
    lastActiveAt: r.last_active_at,
    accountStatus: r.account_status,
  }));
}

export type AccountStatus = "active" | "suspended";

/**
 * Suspends or activates a user's account and logs it, in one transaction. The ledger refuses spends
 * of every credit session whose e-mail's profile is not active, so suspension takes effect at once.
 */
export async function setAccountStatus(actor: AdminActor, email: string, status: AccountStatus) {
  return db().$transaction(async (tx) => {
    const updated = await tx.userProfile.updateMany({ where: { email }, data: { accountStatus: status } });
    if (updated.count === 0) throw new AppError("not_found", "User not found.");
    await logAdminAction(
      actor,
      {
        action: status === "suspended" ? "suspend_user" : "activate_user",
        targetEmail: email,
        details: { accountStatus: status },
      },
      tx,
    );
    return { success: true, email, accountStatus: status };
  });
}
