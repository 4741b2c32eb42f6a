/** A page whose screen is still being built (each feature issue replaces its placeholder). */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
