import { NextResponse } from "next/server";
import { env } from "@/lib/env";
import { assertSameOrigin, route } from "@/lib/http/route";
import { enforceRateLimit } from "@/lib/rate-limit";
import { readLimitedBody, saveReferenceImage } from "@/lib/references/images";
import { issueVisitorToken, setVisitorCookie, visitorFrom } from "@/lib/references/visitor";

export const dynamic = "force-dynamic";

/**
 * A visitor uploads a reference image (the file as the raw body, its type as Content-Type). No
 * account: the signed visitor cookie owns it (issued here on the first upload). Answers the private
 * path the bible stores.
 */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const known = visitorFrom(req.headers.get("cookie"));
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
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  const bytes = await readLimitedBody(req.body, Number.isFinite(declared) ? declared : null);
  const stored = await saveReferenceImage(visitorId, bytes, req.headers.get("content-type"));
  const res = NextResponse.json(stored, { status: 201, headers: { "Cache-Control": "no-store" } });
  if (fresh) setVisitorCookie(res, fresh.token);
  return res;
});
