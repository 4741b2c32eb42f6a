import "server-only";
import { env } from "@/lib/env";
import type { ClientContext } from "@/lib/http/request-context";
import { enforceRateLimit } from "@/lib/rate-limit";
import { readLimitedBody, saveReferenceImage } from "@/lib/references/images";
import { issueVisitorToken, visitorFrom } from "@/lib/references/visitor";

/**
 * A visitor's reference image upload (POST /api/references): the signed visitor cookie owns it (a
 * new visitor id is issued on the first upload, its token returned for the cookie), burst-limited
 * per visitor and per client, the body read within the image limit and checked by content.
 */
export async function uploadReferenceImage(
  cookieHeader: string | null,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
  contentType: string | null,
  client: ClientContext,
) {
  const known = visitorFrom(cookieHeader);
  const fresh = known ? null : issueVisitorToken();
  const visitorId = known ?? fresh!.visitorId;
  await enforceRateLimit(
    [
      ["reference-upload:visitor", visitorId],
      ["reference-upload:ip", client.ip ?? "unknown"],
    ],
    { limit: env().RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN, windowMs: 60_000 },
    "Too many image uploads in a short time. Please wait a moment and try again.",
  );
  const bytes = await readLimitedBody(body, declaredLength);
  const stored = await saveReferenceImage(visitorId, bytes, contentType);
  return { stored, visitorToken: fresh?.token ?? null };
}
