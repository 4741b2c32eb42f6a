import { use } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ShowcaseCard } from "@/components/landing/showcase-card";
import type { GalleryVideo } from "@/lib/showcase/gallery";

/** Shown while the gallery's videos stream in (the Suspense fallback around ShowcaseGallery). */
export function ShowcaseGallerySpinner() {
  return (
    <div className="flex justify-center py-12">
      <Spinner className="h-8 w-8 text-primary" label="Loading showcase videos" />
    </div>
  );
}

/**
 * The public showcase gallery, rendered on the server from `videos` (null when loading failed: the
 * failure is logged where it is read, and the gallery says Coming soon).
 */
export function ShowcaseGallery({ videos }: { videos: Promise<GalleryVideo[] | null> }) {
  const list = use(videos);
  if (!list || list.length === 0) {
    return (
      <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
        <strong className="text-foreground">Coming soon!</strong> Users will showcase their generated videos
        here.
      </p>
    );
  }
  return (
    <ul aria-label="Showcase videos" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((video) => (
        <li key={video.id}>
          <ShowcaseCard video={video} />
        </li>
      ))}
    </ul>
  );
}
