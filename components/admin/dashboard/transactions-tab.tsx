"use client";
import { PagedTable, type Column } from "@/components/admin/dashboard/paged-table";
import type { TransactionJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";
import { cn } from "@/lib/utils";

const COLUMNS: Column<TransactionJson>[] = [
  {
    header: "Date",
    cellClassName: "whitespace-nowrap",
    cell: (t) => formatDate(t.created_at, { time: true }),
  },
  { header: "User", cell: (t) => t.email ?? "—" },
  {
    header: "Type",
    cell: (t) => (
      <>
        <span className="capitalize">{t.transaction_type}</span>
        {t.detail !== t.transaction_type && (
          <span className="text-muted-foreground ml-1 text-xs">({t.detail.replace(/_/g, " ")})</span>
        )}
      </>
    ),
  },
  {
    header: "Amount",
    align: "text-right",
    cell: (t) => (
      <span className={cn("font-medium", t.amount >= 0 ? "text-green-600" : "text-red-600")}>
        {t.amount > 0 ? `+${t.amount}` : t.amount}
      </span>
    ),
  },
  { header: "Balance After", align: "text-right", cell: (t) => t.balance_after },
  { header: "Description", cell: (t) => t.description ?? "" },
];

/** The Transactions tab: date, user, type, signed amount (green/red), balance after, description. */
export function TransactionsTab() {
  return (
    <PagedTable
      path="/api/admin/transactions"
      columns={COLUMNS}
      rowTestId="transaction-row"
      loadingLabel="Loading transactions"
      empty="No transactions yet."
    />
  );
}
