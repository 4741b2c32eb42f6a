// Pure helpers for share links, safe in the browser and on the server.
import { CONTENT_NOT_ALLOWED, findPolicyTerms } from "@/lib/content-policy";

/** Share ids: 16 random bytes (128 bits) as base64url, 22 characters. */
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Every string in a JSON value, depth first, so the content policy sees the whole document. */
export function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectText(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collectText(v, out);
  return out;
}

/** The content policy's refusal for a document, or null when every text in it is allowed. */
export function documentPolicyViolation(document: unknown): string | null {
  // One linear pass over the whole text (the body is capped at 64 kB before this runs).
  const { keywords, themes } = findPolicyTerms(collectText(document).join("\n"));
  if (keywords.length > 0)
    return `${CONTENT_NOT_ALLOWED}: Content contains inappropriate keywords: ${keywords.join(", ")}`;
  if (themes.length > 0) return `${CONTENT_NOT_ALLOWED}: Content contains inappropriate themes`;
  return null;
}

/** A short plain-text summary of a shared prompt, for social cards and the page description. */
export function shareSummary(document: { scenes?: { description?: string }[] }, max = 160): string {
  const text = (document.scenes ?? [])
    .map((s) => s.description ?? "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
