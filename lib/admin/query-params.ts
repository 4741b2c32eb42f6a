// Helpers for the admin lists' queries (the query string itself is parsed by parseSearchParams in
// lib/http/route.ts, with the Unicode and NUL checks in one place).

/** A LIKE pattern that matches `term` anywhere, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
