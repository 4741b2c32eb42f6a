// "Refine in Pro Chat": the generator's current (edited) document and its description, kept in the
// tab's sessionStorage while the visitor goes to Pro Chat, and buys credits first when they have none.
// Pro Chat then starts a conversation from it (POST /api/pro-chat/conversation/new {handoff}). Pure:
// the browser code owns the storage.
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";

export const HANDOFF_STORAGE_KEY = "promptreel:handoff:v1";
/** The hand-off route's own limit on the description (lib/validations/project.ts). */
export const HANDOFF_DESCRIPTION_MAX = 2000;

export type PendingHandoff = { document: PromptDocument; description: string };

export const serializeHandoff = (handoff: PendingHandoff): string =>
  JSON.stringify({ document: handoff.document, description: handoff.description.trim() });

/** A stored hand-off, or null when there is none or it no longer reads as a document. Never throws. */
export function parseHandoff(raw: string | null): PendingHandoff | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!data || typeof data !== "object") return null;
  const { document, description } = data as Record<string, unknown>;
  const read = readPromptDocument(document);
  if (!read.ok) return null;
  return {
    document: read.document,
    description: typeof description === "string" ? description.trim().slice(0, HANDOFF_DESCRIPTION_MAX) : "",
  };
}
