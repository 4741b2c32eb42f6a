/**
 * Joins class names, skipping empty values. For client components on public pages: unlike `cn` it
 * does not bring tailwind-merge (about 8 kB gzip) into the first-load JavaScript, so it resolves no
 * conflicts: pass classes that do not override each other.
 */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
