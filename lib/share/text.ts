// Pure helpers for share links, safe in the browser and on the server.
import {
  CONTENT_NOT_ALLOWED,
  findPolicyTerms,
  findPolicyTermsInSlices,
  type PolicyMatch,
} from "@/lib/content-policy";

export { SHARE_ID_PATTERN } from "./id";

/** Every string in a JSON value, depth first, so the content policy sees the whole document. */
export function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) collectText(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) collectText(v, out);
  return out;
}

/** The content policy's refusal for a document, or null when every text in it is allowed. */
export function documentPolicyViolation(document: unknown): string | null {
  return refusal(findPolicyTerms(collectText(document).join("\n")));
}

/**
 * The same judgement on the server, in one linear pass that yields to the event loop between slices
 * of the text (a shared document may hold 64 kB), so other requests are not held while it runs.
 */
export async function documentPolicyViolationInSlices(document: unknown): Promise<string | null> {
  return refusal(await findPolicyTermsInSlices(collectText(document).join("\n")));
}

function refusal({ keywords, themes }: PolicyMatch): string | null {
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
