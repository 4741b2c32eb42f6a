"use client";
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from "lucide-react";
import { StatusTitle } from "@/components/admin/status-title";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { isVideoFile, type AdminShowcaseVideo } from "@/components/admin/showcase/types";

const MOVES = [
  { direction: "up", label: "Move up", Icon: ArrowUp },
  { direction: "down", label: "Move down", Icon: ArrowDown },
] as const;

type Props = {
  video: AdminShowcaseVideo;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (direction: "up" | "down") => void;
  onToggle: () => void;
  onDelete: () => void;
};

/** One showcase video with move up/down, activate/deactivate and delete. */
export function VideoRow({ video, first, last, busy, onMove, onToggle, onDelete }: Props) {
  return (
    <Card data-testid="showcase-video">
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center">
        <div className="aspect-video w-full shrink-0 overflow-hidden rounded-md bg-muted sm:w-48">
          {isVideoFile(video.gifUrl) ? (
            <video
              src={video.gifUrl}
              className="h-full w-full object-cover"
              muted
              loop
              playsInline
              preload="metadata"
            />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- animated GIFs are served as stored
            <img src={video.gifUrl} alt={video.title} className="h-full w-full object-cover" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <StatusTitle title={video.title} on={video.isActive} labels={["Active", "Inactive"]} />
          {video.description && <p className="text-sm text-muted-foreground">{video.description}</p>}
          <p className="text-xs text-muted-foreground">Display order: {video.displayOrder}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          {MOVES.map(({ direction, label, Icon }) => (
            <Button
              key={direction}
              variant="outline"
              size="icon"
              aria-label={label}
              title={label}
              onClick={() => onMove(direction)}
              disabled={busy || (direction === "up" ? first : last)}
            >
              <Icon aria-hidden />
            </Button>
          ))}
          <Button variant="outline" size="sm" onClick={onToggle} disabled={busy}>
            {video.isActive ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {video.isActive ? "Deactivate" : "Activate"}
          </Button>
          <Button variant="destructive" size="sm" onClick={onDelete} disabled={busy}>
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
