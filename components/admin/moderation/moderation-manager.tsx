"use client";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { DataTable, PagedTable, type Column } from "@/components/admin/dashboard/paged-table";
import { deactivateAdminAction, reactivateAdminAction, takeDownShareAction } from "@/lib/actions/admin";
import type { AdminAccountRecord } from "@/lib/admin/admins";
import type { AdminShareRecord } from "@/lib/admin/shares";
import { useRowAction } from "@/components/admin/use-row-action";
import { formatDate } from "@/lib/format-date";
import type { Jsonified } from "@/lib/http/json-types";
import { ApiError } from "@/lib/http/api-request";

type ShareJson = Jsonified<AdminShareRecord>;
type AdminJson = Jsonified<AdminAccountRecord>;

const never = { empty: "Never" } as const;

const SHARE_COLUMNS: Column<ShareJson>[] = [
  { header: "Title", cellClassName: "max-w-xs truncate font-medium", cell: (s) => s.title },
  {
    header: "Link",
    cell: (s) =>
      s.takenDownAt ? (
        <span className="font-mono text-xs">{s.path}</span>
      ) : (
        <a href={s.path} target="_blank" rel="noopener noreferrer" className="font-mono text-xs underline">
          {s.path}
        </a>
      ),
  },
  { header: "Created", cell: (s) => formatDate(s.createdAt, never) },
  {
    header: "Status",
    cell: (s) =>
      s.takenDownAt ? (
        <Badge variant="destructive">taken down by {s.takenDownBy}</Badge>
      ) : (
        <Badge variant="secondary">public</Badge>
      ),
  },
];

const ADMIN_COLUMNS: Column<AdminJson>[] = [
  { header: "Email", cellClassName: "font-medium", cell: (a) => a.email },
  { header: "Name", cell: (a) => a.name ?? "—" },
  { header: "Last login", cell: (a) => formatDate(a.lastLogin, never) },
  {
    header: "Status",
    cell: (a) => (
      <Badge variant={a.isActive ? "secondary" : "destructive"}>
        {a.isActive ? "active" : "deactivated"}
      </Badge>
    ),
  },
];

const failed = (e: unknown, fallback: string) =>
  toast({
    title: "Error",
    description:
      e instanceof ApiError && e.status < 500 && typeof e.details?.message === "string"
        ? e.details.message
        : fallback,
    variant: "destructive",
  });

/** Share links, newest first: open one, take it down (audited). */
function SharesSection({ confirm }: { confirm: (c: Confirmation) => void }) {
  const { busy, run } = useRowAction();
  const takeDown = (share: ShareJson) =>
    run(
      share.id,
      takeDownShareAction,
      { id: share.id },
      { title: "Share taken down", description: share.title },
      (e) => failed(e, "Failed to take the share down. Please try again."),
    );

  const actions = (s: ShareJson) =>
    !s.takenDownAt && (
      <Button
        size="sm"
        variant="destructive"
        disabled={busy === s.id}
        onClick={() =>
          confirm({
            title: "Take this share down?",
            description: `${s.path} will answer "not found" for everyone. This is logged.`,
            confirmLabel: "Take down",
            onConfirm: () => takeDown(s),
          })
        }
      >
        Take down
      </Button>
    );

  return (
    <section aria-labelledby="shares-heading" className="space-y-4">
      <h2 id="shares-heading" className="text-xl font-semibold">
        Shared prompts
      </h2>
      <PagedTable
        path="/api/admin/shares"
        columns={[...SHARE_COLUMNS, { header: "Actions", cell: actions }]}
        rowTestId="share-row"
        loadingLabel="Loading shares"
        empty="No shares found."
        search={{ label: "Search shares", placeholder: "Search by title or id" }}
      />
    </section>
  );
}

/** Admin accounts: deactivate another admin (sessions revoked) or reactivate one (audited). */
function AdminsSection({ self, confirm }: { self: string; confirm: (c: Confirmation) => void }) {
  const { busy, run } = useRowAction();
  const { data, error, isLoading } = useQuery<AdminJson[]>({ queryKey: ["/api/admin/admins"] });
  useLoadErrorToast(error);

  const setActive = (admin: AdminJson, active: boolean) =>
    run(
      admin.email,
      active ? reactivateAdminAction : deactivateAdminAction,
      { email: admin.email },
      { title: active ? "Admin reactivated" : "Admin deactivated", description: admin.email },
      (e) => failed(e, active ? "Failed to reactivate the admin." : "Failed to deactivate the admin."),
    );

  const actions = (a: AdminJson) =>
    a.email === self ? (
      <span className="text-sm text-muted-foreground">You</span>
    ) : (
      <Button
        size="sm"
        variant={a.isActive ? "destructive" : "default"}
        disabled={busy === a.email}
        onClick={() =>
          a.isActive
            ? confirm({
                title: "Deactivate this admin?",
                description: `${a.email} is signed out everywhere and cannot sign in until reactivated. This is logged.`,
                confirmLabel: "Deactivate",
                onConfirm: () => setActive(a, false),
              })
            : void setActive(a, true)
        }
      >
        {a.isActive ? "Deactivate" : "Reactivate"}
      </Button>
    );

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <h2 id="admins-heading" className="text-xl font-semibold">
        Admin accounts
      </h2>
      {isLoading ? (
        <Spinner label="Loading admins" />
      ) : (
        <DataTable
          columns={[...ADMIN_COLUMNS, { header: "Actions", cell: actions }]}
          rows={data ?? []}
          rowTestId="admin-row"
        />
      )}
    </section>
  );
}

/** /admin/moderation: share take-down and admin accounts. */
export function ModerationManager({ self }: { self: string }) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  return (
    <div className="page-container space-y-10 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Moderation</h1>
      <SharesSection confirm={setConfirmation} />
      <AdminsSection self={self} confirm={setConfirmation} />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
