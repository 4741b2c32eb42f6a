import { ShowcaseLoader } from "@/components/landing/showcase-loader";

/**
 * Landing section around the gallery. The landing is prerendered HTML, so the gallery is not in it:
 * the browser reads GET /api/showcase/videos after the page loads (the spec's spinner until then), so
 * the gallery always shows the current videos without rebuilding or revalidating the page.
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
        <ShowcaseLoader />
      </div>
    </section>
  );
}
