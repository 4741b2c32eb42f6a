"use client";
import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { Spinner } from "@/components/ui/spinner";
import { ShowcaseCard, type ShowcaseVideoItem } from "@/components/landing/showcase-card";

/** The public showcase gallery: loaded from GET /api/showcase/videos; a failure is logged and shows Coming soon. */
export function ShowcaseGallery() {
  const { data, isPending, error } = useQuery<ShowcaseVideoItem[]>({ queryKey: ["/api/showcase/videos"] });

  useEffect(() => {
    if (error) console.error("[showcase] failed to load showcase videos", error);
  }, [error]);

  if (isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="h-8 w-8 text-primary" label="Loading showcase videos" />
      </div>
    );
  }
  if (error || !data || data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
        <strong className="text-foreground">Coming soon!</strong> Users will showcase their generated videos
        here.
      </p>
    );
  }
  return (
    <ul aria-label="Showcase videos" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((video) => (
        <li key={video.id}>
          <ShowcaseCard video={video} />
        </li>
      ))}
    </ul>
  );
}
