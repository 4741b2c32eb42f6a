// Pure helpers for share links, safe in the browser and on the server.
import { CONTENT_NOT_ALLOWED, findPolicyTerms, type PolicyMatch } from "@/lib/content-policy";

export { SHARE_ID_PATTERN } from "./id";

/** Every string in a JSON value, depth first, so the content policy sees the whole document. */
export function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectText(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collectText(v, out);
  return out;
}

/** The one text the content policy judges for a document: every string in it, a line each. */
export function documentText(document: unknown): string {
  return collectText(document).join("\n");
}

/** The content policy's refusal for a document, or null when every text in it is allowed. */
export function documentPolicyViolation(document: unknown): string | null {
  return policyRefusal(findPolicyTerms(documentText(document)));
}

/** The refusal message for what the policy found, or null when it found nothing. */
export function policyRefusal({ keywords, themes }: PolicyMatch): string | null {
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
