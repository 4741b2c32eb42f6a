import { GalleryComingSoon } from "@/components/landing/gallery-coming-soon";
import { ShowcaseCard } from "@/components/landing/showcase-card";
import type { GalleryVideo } from "@/lib/showcase/gallery";

/**
 * The public showcase gallery of `videos` (null when loading failed: the gallery says Coming soon).
 * Loaded by the landing's ShowcaseLoader after the page, with the videos.
 */
export function ShowcaseGallery({ videos }: { videos: GalleryVideo[] | null }) {
  if (!videos || videos.length === 0) return <GalleryComingSoon />;
  return (
    <ul aria-label="Showcase videos" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <ShowcaseCard video={video} />
        </li>
      ))}
    </ul>
  );
}
