import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { firstIssueMessage } from "@/lib/http/route";

/** Validates a request's query string with one zod schema; 400 with the schema's first message otherwise. */
export function parseSearchParams<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(req.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw new AppError("bad_request", firstIssueMessage(result.error));
  return result.data;
}

/** A LIKE pattern that matches `term` anywhere, with the term's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
