"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { Pager } from "@/components/admin/dashboard/pager";
import { pageUrl, type TransactionJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";

/** The Transactions tab: date, user, type, signed amount (green/red), balance after, description. */
export function TransactionsTab() {
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useQuery<TransactionJson[]>({
    queryKey: [pageUrl("/api/admin/transactions", page)],
  });
  useLoadErrorToast(error);
  if (isLoading) return <Spinner label="Loading transactions" />;
  if (!data?.length) return <p className="py-8 text-center text-muted-foreground">No transactions yet.</p>;
  return (
    <div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>User</TableHead>
            <TableHead>Type</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="text-right">Balance After</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((t) => (
            <TableRow key={t.id} data-testid="transaction-row">
              <TableCell className="whitespace-nowrap">{formatDate(t.created_at, { time: true })}</TableCell>
              <TableCell>{t.email ?? "—"}</TableCell>
              <TableCell>
                <span className="capitalize">{t.transaction_type}</span>
                {t.detail !== t.transaction_type && (
                  <span className="text-muted-foreground ml-1 text-xs">({t.detail.replace(/_/g, " ")})</span>
                )}
              </TableCell>
              <TableCell
                className={cn("text-right font-medium", t.amount >= 0 ? "text-green-600" : "text-red-600")}
              >
                {t.amount > 0 ? `+${t.amount}` : t.amount}
              </TableCell>
              <TableCell className="text-right">{t.balance_after}</TableCell>
              <TableCell>{t.description ?? ""}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} count={data.length} onPage={setPage} />
    </div>
  );
}
