import type { AdminStats } from "@/lib/admin/stats";

// The admin API's JSON shapes as the browser receives them (dates are ISO strings).

export type StatsJson = AdminStats;

export type UserJson = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  currentCredits: number;
  totalCreditsEverPurchased: number;
  totalCreditsUsed: number;
  totalConversations: number;
  totalPrompts: number;
  lastActiveAt: string | null;
  accountStatus: string;
};

export type TransactionJson = {
  id: string;
  created_at: string;
  email: string | null;
  transaction_type: string;
  amount: number;
  balance_after: number;
  description: string | null;
};

export type AdminLogJson = {
  id: string;
  created_at: string;
  admin_email: string;
  action: string;
  target_email: string | null;
  metadata: Record<string, unknown>;
};

export const PAGE_SIZE = 50;

/** A list endpoint's URL for one page (the query key; the default query function GETs it). */
export function pageUrl(path: string, page: number, search = ""): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (search.trim()) params.set("search", search.trim());
  return `${path}?${params}`;
}
