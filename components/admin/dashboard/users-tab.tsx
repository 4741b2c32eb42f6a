"use client";
import { useState } from "react";
import { Gift } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { PagedTable, type Column } from "@/components/admin/dashboard/paged-table";
import type { UserJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { useRowAction } from "@/components/admin/use-row-action";
import { activateUserAction, suspendUserAction } from "@/lib/actions/admin";

const never = { empty: "Never" } as const;
const COLUMNS: Column<UserJson>[] = [
  { header: "Email", cellClassName: "font-medium", cell: (u) => u.email },
  { header: "Name", cell: (u) => [u.firstName, u.lastName].filter(Boolean).join(" ") || "—" },
  { header: "Joined", cell: (u) => formatDate(u.createdAt, never) },
  { header: "Current", align: "text-right", cell: (u) => u.currentCredits },
  { header: "Purchased", align: "text-right", cell: (u) => u.totalCreditsEverPurchased },
  { header: "Used", align: "text-right", cell: (u) => u.totalCreditsUsed },
  { header: "Conversations", align: "text-right", cell: (u) => u.totalConversations },
  { header: "Prompts", align: "text-right", cell: (u) => u.totalPrompts },
  { header: "Last Active", cell: (u) => formatDate(u.lastActiveAt, never) },
  {
    header: "Status",
    cell: (u) => (
      <Badge variant={u.accountStatus === "active" ? "secondary" : "destructive"}>{u.accountStatus}</Badge>
    ),
  },
];

/** The Users tab: search, the spec's columns, Gift and Suspend/Activate per row. */
export function UsersTab({ onGift }: { onGift: (user: UserJson) => void }) {
  const { busy, run } = useRowAction();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  // Spec: the dashboard reloads afterwards.
  const setStatus = (user: UserJson, suspend: boolean) =>
    run(
      user.email,
      suspend ? suspendUserAction : activateUserAction,
      { email: user.email },
      { title: suspend ? "User suspended" : "User activated", description: user.email },
      () =>
        toast({
          title: "Error",
          description: suspend
            ? "Failed to suspend user. Please try again."
            : "Failed to activate user. Please try again.",
          variant: "destructive",
        }),
    );

  const actions = (u: UserJson) => {
    const active = u.accountStatus === "active";
    return (
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => onGift(u)}>
          <Gift aria-hidden />
          Gift
        </Button>
        <Button
          size="sm"
          variant={active ? "destructive" : "default"}
          disabled={busy === u.email}
          onClick={() =>
            active
              ? setConfirmation({
                  title: "Suspend this user?",
                  description: `${u.email} will not be able to spend credits until activated again.`,
                  confirmLabel: "Suspend",
                  onConfirm: () => setStatus(u, true),
                })
              : void setStatus(u, false)
          }
        >
          {active ? "Suspend" : "Activate"}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PagedTable
        path="/api/admin/users"
        columns={[...COLUMNS, { header: "Actions", cell: actions }]}
        rowTestId="user-row"
        loadingLabel="Loading users"
        empty="No users found."
        search={{ label: "Search users", placeholder: "Search by email, first or last name" }}
      />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}
