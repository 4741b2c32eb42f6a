// Placeholder so this branch builds: the generator engineer's BeforeAfterExample (built with the real
// scene compiler) replaces this file at merge.
export function BeforeAfterExample() {
  return (
    <section aria-labelledby="before-after-heading">
      <h2 id="before-after-heading">Before and After</h2>
    </section>
  );
}
