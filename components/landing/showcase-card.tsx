import { ImageOff } from "@/components/icons";
import { ShowcaseMedia } from "@/components/landing/showcase-media";
import { formatDate } from "@/lib/format-date";
import type { GalleryVideo } from "@/lib/showcase/gallery";
import { isVideoMedia, showcaseMediaSrc } from "@/lib/showcase/media-path";

/** One showcase card: a 16:9 animated preview, title, description, badge and date. */
export function ShowcaseCard({ video }: { video: GalleryVideo }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="aspect-video w-full overflow-hidden bg-muted">
        <ShowcaseMedia
          src={showcaseMediaSrc(video.gifUrl)}
          title={video.title}
          video={isVideoMedia(video.gifUrl)}
          placeholder={
            <div
              role="img"
              aria-label={`Preview unavailable: ${video.title}`}
              className="flex h-full w-full items-center justify-center text-muted-foreground"
              data-media="placeholder"
            >
              <ImageOff className="h-10 w-10" aria-hidden />
            </div>
          }
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold">{video.title}</h3>
        {video.description && (
          <p className="line-clamp-2 text-sm text-muted-foreground">{video.description}</p>
        )}
        <div className="mt-auto flex items-center justify-between pt-2 text-xs text-muted-foreground">
          {/* components/ui/badge's secondary variant, without its class merger */}
          <span className="inline-flex items-center rounded-md border border-transparent bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground transition-colors">
            AI Generated
          </span>
          <span>{formatDate(video.createdAt, { empty: "Recent", timeZone: "UTC" })}</span>
        </div>
      </div>
    </article>
  );
}
