"use client";
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { useLoadErrorToast } from "@/components/admin/dashboard/load-error";
import { Pager } from "@/components/admin/dashboard/pager";
import { pageUrl } from "@/components/admin/dashboard/types";
import { deactivateAdminAction, reactivateAdminAction, takeDownShareAction } from "@/lib/actions/admin";
import type { AdminAccountRecord } from "@/lib/admin/admins";
import type { AdminShareRecord } from "@/lib/admin/shares";
import { submitAction } from "@/lib/actions/submit";
import { formatDate } from "@/lib/format-date";
import type { Jsonified } from "@/lib/http/json-types";
import { ApiError } from "@/lib/http/api-request";

type ShareJson = Jsonified<AdminShareRecord>;
type AdminJson = Jsonified<AdminAccountRecord>;

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
  const queryClient = useQueryClient();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(input);
      setPage(0);
    }, 300);
    return () => clearTimeout(t);
  }, [input]);
  const { data, error, isLoading } = useQuery<ShareJson[]>({
    queryKey: [pageUrl("/api/admin/shares", page, search)],
  });
  useLoadErrorToast(error);

  async function takeDown(share: ShareJson) {
    setBusy(share.id);
    try {
      await submitAction(takeDownShareAction, { id: share.id });
      toast({ title: "Share taken down", description: share.title });
      await queryClient.invalidateQueries();
    } catch (e) {
      failed(e, "Failed to take the share down. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="shares-heading" className="space-y-4">
      <h2 id="shares-heading" className="text-xl font-semibold">
        Shared prompts
      </h2>
      <div className="relative max-w-sm">
        <Search className="absolute top-2.5 left-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input
          aria-label="Search shares"
          placeholder="Search by title or id"
          className="pl-8"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
      </div>
      {isLoading ? (
        <Spinner label="Loading shares" />
      ) : !data?.length ? (
        <p className="py-8 text-center text-muted-foreground">No shares found.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Title</TableHead>
              <TableHead>Link</TableHead>
              <TableHead>Created</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.map((s) => (
              <TableRow key={s.id} data-testid="share-row">
                <TableCell className="max-w-xs truncate font-medium">{s.title}</TableCell>
                <TableCell>
                  {s.takenDownAt ? (
                    <span className="font-mono text-xs">{s.path}</span>
                  ) : (
                    <a
                      href={s.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-mono text-xs underline"
                    >
                      {s.path}
                    </a>
                  )}
                </TableCell>
                <TableCell>{formatDate(s.createdAt, { empty: "Never" })}</TableCell>
                <TableCell>
                  {s.takenDownAt ? (
                    <Badge variant="destructive">taken down by {s.takenDownBy}</Badge>
                  ) : (
                    <Badge variant="secondary">public</Badge>
                  )}
                </TableCell>
                <TableCell>
                  {!s.takenDownAt && (
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
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} count={data?.length ?? 0} onPage={setPage} />
    </section>
  );
}

/** Admin accounts: deactivate another admin (sessions revoked) or reactivate one (audited). */
function AdminsSection({ self, confirm }: { self: string; confirm: (c: Confirmation) => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const { data, error, isLoading } = useQuery<AdminJson[]>({ queryKey: ["/api/admin/admins"] });
  useLoadErrorToast(error);

  async function setActive(admin: AdminJson, active: boolean) {
    setBusy(admin.email);
    try {
      await submitAction(active ? reactivateAdminAction : deactivateAdminAction, { email: admin.email });
      toast({ title: active ? "Admin reactivated" : "Admin deactivated", description: admin.email });
      await queryClient.invalidateQueries();
    } catch (e) {
      failed(e, active ? "Failed to reactivate the admin." : "Failed to deactivate the admin.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="admins-heading" className="space-y-4">
      <h2 id="admins-heading" className="text-xl font-semibold">
        Admin accounts
      </h2>
      {isLoading ? (
        <Spinner label="Loading admins" />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Email</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Last login</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(data ?? []).map((a) => (
              <TableRow key={a.id} data-testid="admin-row">
                <TableCell className="font-medium">{a.email}</TableCell>
                <TableCell>{a.name ?? "—"}</TableCell>
                <TableCell>{formatDate(a.lastLogin, { empty: "Never" })}</TableCell>
                <TableCell>
                  <Badge variant={a.isActive ? "secondary" : "destructive"}>
                    {a.isActive ? "active" : "deactivated"}
                  </Badge>
                </TableCell>
                <TableCell>
                  {a.email === self ? (
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
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
