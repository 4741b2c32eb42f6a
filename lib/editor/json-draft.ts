// The raw JSON of a document, edited as text: a draft either parses into a valid document or gives
// the messages to show next to it (where the JSON breaks, which fields the schema rejects). Never
// throws: a bad draft is kept as typed and the last valid document stays in use. Pure.
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";

export type DraftResult = { ok: true; document: PromptDocument } | { ok: false; errors: string[] };

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split("\n");
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** "scene 2, duration_seconds" for ["scenes", 1, "duration_seconds"]: scenes counted from 1. */
export function describePath(path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  for (let i = 0; i < path.length; i++) {
    const key = path[i];
    const next = path[i + 1];
    if (key === "scenes" && typeof next === "number") {
      parts.push(`scene ${next + 1}`);
      i++;
    } else if (typeof key === "number") parts.push(`item ${key + 1}`);
    else parts.push(String(key));
  }
  return parts.join(", ") || "the document";
}

const MAX_ERRORS = 5;

export function parseDocumentDraft(text: string): DraftResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    const where = at ? lineColumn(text, Number(at[1])) : null;
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "");
    return {
      ok: false,
      errors: [
        where
          ? `The JSON is not valid at line ${where.line}, column ${where.column}: ${reason}.`
          : `The JSON is not valid: ${reason}.`,
      ],
    };
  }
  const parsed = promptDocumentSchema.safeParse(data);
  if (parsed.success) return { ok: true, document: parsed.data };
  const errors = parsed.error.issues
    .slice(0, MAX_ERRORS)
    .map((issue) => `${describePath(issue.path)}: ${issue.message}`);
  const more = parsed.error.issues.length - MAX_ERRORS;
  if (more > 0) errors.push(`and ${more} more problem${more === 1 ? "" : "s"}.`);
  return { ok: false, errors };
}
