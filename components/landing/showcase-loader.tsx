"use client";
import { useEffect, useState, type ComponentType } from "react";
import { GalleryComingSoon } from "@/components/landing/gallery-coming-soon";
import { galleryVideos, type GalleryVideo } from "@/lib/showcase/gallery";

type Loaded = {
  Gallery: ComponentType<{ videos: GalleryVideo[] | null }>;
  videos: GalleryVideo[] | null;
};

/**
 * The landing gallery's loader: a spinner, then the gallery of GET /api/showcase/videos. The gallery's
 * code is fetched with the videos, after the page (it is not part of the landing's first-load JS).
 * A failed read shows the gallery's Coming soon state (the server logs the failure).
 */
export function ShowcaseLoader() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      fetch("/api/showcase/videos")
        .then((res) => (res.ok ? res.json() : null))
        .then(galleryVideos)
        .catch(() => null),
      import("@/components/landing/showcase-gallery"),
    ]).then(
      ([videos, mod]) => {
        if (live) setLoaded({ Gallery: mod.ShowcaseGallery, videos });
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
