"use client";
import { useEffect, useState, type ComponentType } from "react";
import { GalleryComingSoon } from "@/components/landing/gallery-coming-soon";
import type { GalleryVideo } from "@/lib/showcase/gallery";

type Loaded = {
  Gallery: ComponentType<{ videos: GalleryVideo[] | null }>;
  videos: GalleryVideo[] | null;
};

/**
 * The landing gallery's loader: a spinner, then the gallery of GET /api/showcase/videos. The gallery's
 * code and its reader of the answer are fetched with the videos, after the page (they are not part of
 * the landing's first-load JS, which is within 12 kB of a bare Next page's: docs/benchmarks.md).
 * A failed read shows the gallery's Coming soon state (the server logs the failure).
 */
export function ShowcaseLoader() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      fetch("/api/showcase/videos")
        .then((res) => (res.ok ? res.json() : null))
        .catch(() => null),
      import("@/components/landing/showcase-gallery"),
      import("@/lib/showcase/gallery"),
    ]).then(
      ([json, gallery, { galleryVideos }]) => {
        if (live) setLoaded({ Gallery: gallery.ShowcaseGallery, videos: galleryVideos(json) });
      },
      () => {
        // The gallery's own code failed to load (offline, a new deploy): its empty state.
        if (live) setLoaded({ Gallery: GalleryComingSoon, videos: null });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (!loaded) {
    return (
      <div className="flex justify-center py-12">
        {/* components/ui/spinner's markup, without its class merger (kept out of public first-load JS) */}
        <span
          role="status"
          aria-label="Loading showcase videos"
          className="inline-block h-8 w-8 animate-spin rounded-full border-2 border-current border-t-transparent text-primary"
        />
      </div>
    );
  }
  return <loaded.Gallery videos={loaded.videos} />;
}
