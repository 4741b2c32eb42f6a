"use client";
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { AddVideoForm } from "@/components/admin/showcase/add-video-form";
import { VideoRow } from "@/components/admin/showcase/video-row";
import {
  DELETE_CONFIRMATION,
  SHOWCASE_KEY,
  type AdminShowcaseVideo,
} from "@/components/admin/showcase/types";
import { ConfirmDialog, type Confirmation } from "@/components/admin/confirm-dialog";
import { submitAction } from "@/lib/actions/submit";
import {
  deleteShowcaseVideoAction,
  moveShowcaseVideoAction,
  toggleShowcaseVideoAction,
} from "@/lib/actions/admin";

/** The Showcase Video Management screen (docs/product-spec.md §2, /admin/showcase). */
export function ShowcaseManager() {
  const queryClient = useQueryClient();
  const { data, isLoading, error } = useQuery<AdminShowcaseVideo[]>({ queryKey: SHOWCASE_KEY });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  useEffect(() => {
    if (error)
      toast({
        title: "Error",
        description: "Failed to load showcase videos. Please try again.",
        variant: "destructive",
      });
  }, [error]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: SHOWCASE_KEY });

  async function act(id: string, call: () => Promise<unknown>, failure: string) {
    setBusyId(id);
    try {
      await call();
      await refresh();
    } catch {
      toast({ title: "Error", description: failure, variant: "destructive" });
    } finally {
      setBusyId(null);
    }
  }

  const videos = data ?? [];
  return (
    <section className="page-container space-y-6 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Showcase Video Management</h1>
      </div>
      <AddVideoForm onAdded={refresh} />
      {isLoading ? (
        <Spinner label="Loading showcase videos" />
      ) : videos.length === 0 ? (
        <p className="text-muted-foreground">No showcase videos yet.</p>
      ) : (
        <div className="space-y-3">
          {videos.map((v, i) => (
            <VideoRow
              key={v.id}
              video={v}
              first={i === 0}
              last={i === videos.length - 1}
              busy={busyId === v.id}
              onMove={(direction) =>
                act(
                  v.id,
                  () => submitAction(moveShowcaseVideoAction, { id: v.id, direction }),
                  "Failed to update video order. Please try again.",
                )
              }
              onToggle={() =>
                act(
                  v.id,
                  () => submitAction(toggleShowcaseVideoAction, { id: v.id, isActive: String(!v.isActive) }),
                  "Failed to update video status. Please try again.",
                )
              }
              onDelete={() =>
                setConfirmation({
                  title: "Delete showcase video?",
                  description: DELETE_CONFIRMATION,
                  confirmLabel: "Delete",
                  onConfirm: () =>
                    act(
                      v.id,
                      () => submitAction(deleteShowcaseVideoAction, { id: v.id }),
                      "Failed to delete showcase video. Please try again.",
                    ),
                })
              }
            />
          ))}
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </section>
  );
}
