"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { Pager } from "@/components/admin/dashboard/pager";
import { pageUrl, type AdminLogJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";

const details = (metadata: Record<string, unknown>) =>
  Object.entries(metadata)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");

/** The Admin Logs tab: timestamp, admin, action, target, details. */
export function LogsTab() {
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useQuery<AdminLogJson[]>({
    queryKey: [pageUrl("/api/admin/logs", page)],
  });
  useLoadErrorToast(error);
  if (isLoading) return <Spinner label="Loading admin logs" />;
  if (!data?.length)
    return <p className="py-8 text-center text-muted-foreground">No admin actions logged yet.</p>;
  return (
    <div>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Timestamp</TableHead>
            <TableHead>Admin</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
            <TableHead>Details</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((l) => (
            <TableRow key={l.id} data-testid="log-row">
              <TableCell className="whitespace-nowrap">{formatDate(l.created_at, { time: true })}</TableCell>
              <TableCell>{l.admin_email}</TableCell>
              <TableCell>{l.action}</TableCell>
              <TableCell>{l.target_email ?? "—"}</TableCell>
              <TableCell
                className="max-w-md truncate text-xs text-muted-foreground"
                title={details(l.metadata)}
              >
                {details(l.metadata)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager page={page} count={data.length} onPage={setPage} />
    </div>
  );
}
