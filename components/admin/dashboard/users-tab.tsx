"use client";
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Gift, Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { Pager } from "@/components/admin/dashboard/pager";
import { pageUrl, type UserJson } from "@/components/admin/dashboard/types";
import { formatDate } from "@/lib/format-date";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { submitAction } from "@/lib/actions/submit";
import { activateUserAction, suspendUserAction } from "@/lib/actions/admin";

/** The Users tab: search, the spec's columns, Gift and Suspend/Activate per row. */
export function UsersTab({ onGift }: { onGift: (user: UserJson) => void }) {
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(input);
      setPage(0);
    }, 300);
    return () => clearTimeout(t);
  }, [input]);

  const { data, error, isLoading } = useQuery<UserJson[]>({
    queryKey: [pageUrl("/api/admin/users", page, search)],
  });
  useLoadErrorToast(error);

  async function setStatus(user: UserJson, suspend: boolean) {
    setBusy(user.email);
    try {
      await submitAction(suspend ? suspendUserAction : activateUserAction, { email: user.email });
      toast({ title: suspend ? "User suspended" : "User activated", description: user.email });
      // Spec: the dashboard reloads afterwards.
      await queryClient.invalidateQueries();
    } catch {
      toast({
        title: "Error",
        description: suspend
          ? "Failed to suspend user. Please try again."
          : "Failed to activate user. Please try again.",
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Search className="absolute top-2.5 left-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input
          aria-label="Search users"
          placeholder="Search by email, first or last name"
          className="pl-8"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
      </div>
      {isLoading ? (
        <Spinner label="Loading users" />
      ) : !data?.length ? (
        <p className="py-8 text-center text-muted-foreground">No users found.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead className="text-right">Current</TableHead>
              <TableHead className="text-right">Purchased</TableHead>
              <TableHead className="text-right">Used</TableHead>
              <TableHead className="text-right">Conversations</TableHead>
              <TableHead className="text-right">Prompts</TableHead>
              <TableHead>Last Active</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((u) => {
              const active = u.accountStatus === "active";
              return (
                <TableRow key={u.id} data-testid="user-row">
                  <TableCell className="font-medium">{u.email}</TableCell>
                  <TableCell>{[u.firstName, u.lastName].filter(Boolean).join(" ") || "—"}</TableCell>
                  <TableCell>{formatDate(u.createdAt, { empty: "Never" })}</TableCell>
                  <TableCell className="text-right">{u.currentCredits}</TableCell>
                  <TableCell className="text-right">{u.totalCreditsEverPurchased}</TableCell>
                  <TableCell className="text-right">{u.totalCreditsUsed}</TableCell>
                  <TableCell className="text-right">{u.totalConversations}</TableCell>
                  <TableCell className="text-right">{u.totalPrompts}</TableCell>
                  <TableCell>{formatDate(u.lastActiveAt, { empty: "Never" })}</TableCell>
                  <TableCell>
                    <Badge variant={active ? "secondary" : "destructive"}>{u.accountStatus}</Badge>
                  </TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pager page={page} count={data?.length ?? 0} onPage={setPage} />
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </div>
  );
}
