import { ShowcaseGallery } from "@/components/landing/showcase-gallery";

/** Landing section around the client-side gallery. */
export function ShowcaseSection() {
  return (
    <section aria-labelledby="showcase-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="showcase-heading" className="text-center text-3xl font-bold tracking-tight">
        Showcase Gallery
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
        Videos our users made from PromptReel prompts.
      </p>
      <div className="mt-10 min-h-48">
        <ShowcaseGallery />
      </div>
    </section>
  );
}
