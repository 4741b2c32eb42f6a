// Query strings are parsed by the shared parser (Unicode and NUL checks in one place).
export { parseSearchParams } from "@/lib/http/route";

/** A LIKE pattern that matches `term` anywhere, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
