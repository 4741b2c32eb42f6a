"use client";
import { PagedTable, type Column } from "@/components/admin/dashboard/paged-table";
import type { AdminLogJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";

const details = (metadata: Record<string, unknown>) =>
  Object.entries(metadata)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");

const COLUMNS: Column<AdminLogJson>[] = [
  {
    header: "Timestamp",
    cellClassName: "whitespace-nowrap",
    cell: (l) => formatDate(l.created_at, { time: true }),
  },
  { header: "Admin", cell: (l) => l.admin_email },
  { header: "Action", cell: (l) => l.action },
  { header: "Target", cell: (l) => l.target_email ?? "—" },
  {
    header: "Details",
    cellClassName: "max-w-md truncate text-xs text-muted-foreground",
    title: (l) => details(l.metadata),
    cell: (l) => details(l.metadata),
  },
];

/** The Admin Logs tab: timestamp, admin, action, target, details. */
export function LogsTab() {
  return (
    <PagedTable
      path="/api/admin/logs"
      columns={COLUMNS}
      rowTestId="log-row"
      loadingLabel="Loading admin logs"
      empty="No admin actions logged yet."
    />
  );
}
