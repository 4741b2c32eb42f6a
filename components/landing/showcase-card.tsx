"use client";
import { useState } from "react";
import { ImageOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { isVideoMedia, showcaseMediaSrc } from "@/lib/showcase/media-path";

/** The gallery's view of GET /api/showcase/videos (dates arrive as JSON strings). */
export type ShowcaseVideoItem = {
  id: string;
  title: string;
  description: string | null;
  gifUrl: string;
  createdAt: string | null;
};

function createdLabel(createdAt: string | null): string {
  if (!createdAt) return "Recent";
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? "Recent"
    : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/** One showcase card: a 16:9 animated preview (image or muted looping video) with a placeholder on failure. */
export function ShowcaseCard({ video }: { video: ShowcaseVideoItem }) {
  const [failed, setFailed] = useState(false);
  const src = showcaseMediaSrc(video.gifUrl);
  const media = failed ? (
    <div
      role="img"
      aria-label={`Preview unavailable: ${video.title}`}
      className="flex h-full w-full items-center justify-center text-muted-foreground"
      data-media="placeholder"
    >
      <ImageOff className="h-10 w-10" aria-hidden />
    </div>
  ) : isVideoMedia(video.gifUrl) ? (
    <video
      src={src}
      className="h-full w-full object-cover"
      muted
      loop
      autoPlay
      playsInline
      preload="metadata"
      aria-label={video.title}
      onError={() => setFailed(true)}
    />
  ) : (
    // A plain <img>: the image optimiser would flatten an animated GIF to its first frame.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src}
      alt={video.title}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
      onError={() => setFailed(true)}
    />
  );

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="aspect-video w-full overflow-hidden bg-muted">{media}</div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold">{video.title}</h3>
        {video.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{video.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-muted-foreground">
          <Badge variant="secondary">AI Generated</Badge>
          <span>{createdLabel(video.createdAt)}</span>
        </div>
      </div>
    </article>
  );
}
