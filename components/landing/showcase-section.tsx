import { Suspense } from "react";
import { connection } from "next/server";
import { ShowcaseGallery, ShowcaseGallerySpinner } from "@/components/landing/showcase-gallery";
import { loadGalleryVideos } from "@/lib/showcase/gallery";

// Read at request time only (connection()): a build never touches the database.
async function LiveGallery() {
  await connection();
  return <ShowcaseGallery videos={loadGalleryVideos()} />;
}

/**
 * Landing section around the gallery. The page's first bytes do not wait for the database: the
 * gallery streams in behind a spinner (the spec's loading state) and its cards are server HTML.
 */
export function ShowcaseSection() {
  return (
    <section aria-labelledby="showcase-heading" className="below-fold page-container py-16">
      <h2 id="showcase-heading" className="text-center text-3xl font-bold tracking-tight">
        Showcase Gallery
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Videos our users made from PromptReel prompts.
      </p>
      <div className="mt-10 min-h-48">
        <Suspense fallback={<ShowcaseGallerySpinner />}>
          <LiveGallery />
        </Suspense>
      </div>
    </section>
  );
}
