/** The gallery's empty (and failed) state: docs/product-spec.md, Showcase gallery. */
export function GalleryComingSoon() {
  return (
    <p className="rounded-xl border border-dashed px-6 py-12 text-center text-muted-foreground">
      <strong className="text-foreground">Coming soon!</strong> Users will showcase their generated videos
      here.
    </p>
  );
}
