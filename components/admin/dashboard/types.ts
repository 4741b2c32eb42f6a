import type { AdminLogRecord } from "@/lib/admin/logs";
import type { AdminStats } from "@/lib/admin/stats";
import type { AdminTransactionRecord } from "@/lib/admin/transactions";
import type { AdminUserRecord } from "@/lib/admin/users";
import type { Jsonified } from "@/lib/http/json-types";

// The admin API's JSON shapes as the browser receives them: the server's types, dates as ISO strings.

export type StatsJson = AdminStats;

export type UserJson = Jsonified<AdminUserRecord>;
export type TransactionJson = Jsonified<AdminTransactionRecord>;
export type AdminLogJson = Jsonified<AdminLogRecord>;

export const PAGE_SIZE = 50;

/** A list endpoint's URL for one page (the query key; the default query function GETs it). */
export function pageUrl(path: string, page: number, search = ""): string {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (search.trim()) params.set("search", search.trim());
  return `${path}?${params}`;
}
