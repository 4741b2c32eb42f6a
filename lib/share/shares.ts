import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { ClientContext } from "@/lib/http/request-context";
import { enforceRateLimit } from "@/lib/rate-limit";
import { ownedReferenceIds } from "@/lib/references/images";
import { findPolicyTermsOffThread } from "@/lib/scene/compile-pool";
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";
import { boundedPromptDocumentSchema } from "@/lib/validations/document-limits";
import type { ShareInput } from "@/lib/validations/share";
import { documentText, policyRefusal, SHARE_ID_PATTERN } from "./text";

// Share links: a generated document stored under an unguessable id. Nothing about the sharer is kept.
// Share pages are never indexable (a client could otherwise publish any text on our domain for search
// engines, 24.5), and an admin can take one down (lib/admin/shares.ts): it then answers 404.

export type SharedPrompt = {
  id: string;
  title: string;
  document: PromptDocument;
  /** The description the result was generated from; "" when the sharer sent none. */
  description: string;
  createdAt: string;
};

/** A fresh 128-bit id in base64url. */
export function newShareId(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Stores a document (and its description) for sharing after the content policy accepts all of their
 * text; returns the new id. The reference images the document names that `visitorId` (the sharer's
 * visitor cookie) owns are bound to the share and readable through it while it is live. A long text (a
 * share holds up to 64 kB) is judged off the event loop, in the server's worker pool, taking turns by
 * `client` (the rate-limit identity); a full queue is a 429 or 503.
 */
export async function createShare(
  input: ShareInput,
  { visitorId = null, client }: { visitorId?: string | null; client?: string } = {},
): Promise<{ id: string }> {
  const description = input.description?.trim() || null;
  const text = documentText([input.document, description ?? ""]);
  const violation = policyRefusal(await findPolicyTermsOffThread(text, client));
  if (violation) throw new AppError("bad_request", violation);
  const id = newShareId();
  const images = await ownedReferenceIds(input.document, visitorId);
  await db().sharedPrompt.create({
    data: {
      id,
      title: input.document.project_title.slice(0, 200),
      document: input.document,
      description,
      ...(images.length > 0
        ? { referenceImages: { create: images.map((referenceImageId) => ({ referenceImageId })) } }
        : {}),
    },
  });
  return { id };
}

/** The shared prompt for an id, or null for a malformed or unknown id (or a row that no longer parses). */
export async function findShare(id: string): Promise<SharedPrompt | null> {
  if (!SHARE_ID_PATTERN.test(id)) return null;
  const row = await db().sharedPrompt.findUnique({ where: { id } });
  if (!row || row.takenDownAt) return null;
  const read = readPromptDocument(row.document);
  if (!read.ok) return null;
  const parsed = boundedPromptDocumentSchema.safeParse(read.document);
  if (!parsed.success) return null;
  return {
    id: row.id,
    title: row.title,
    document: parsed.data,
    description: row.description ?? "",
    createdAt: row.createdAt.toISOString(),
  };
}

export const SHARE_NOT_FOUND = "Shared prompt not found.";
export const SHARE_LIMITED = "Too many share links in a short time. Please wait a moment and try again.";

/** The per-client burst limit of share links (REST and MCP alike). */
export async function enforceShareLimit(client: ClientContext): Promise<void> {
  await enforceRateLimit(
    ["share:ip", client.ip ?? "unknown"],
    { limit: env().RATE_LIMIT_SHARE_PER_MIN, windowMs: 60_000 },
    SHARE_LIMITED,
  );
}

/** findShare(), or the 404 "Shared prompt not found." */
export async function findShareOr404(id: string): Promise<SharedPrompt> {
  const share = await findShare(id);
  if (!share) throw new AppError("not_found", SHARE_NOT_FOUND);
  return share;
}
