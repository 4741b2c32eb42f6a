import { NextResponse } from "next/server";
import { NO_STORE, route } from "@/lib/http/route";
import { uploadReferenceImage } from "@/lib/references/upload";
import { setVisitorCookie } from "@/lib/references/visitor";

export const dynamic = "force-dynamic";

/**
 * A visitor uploads a reference image (the file as the raw body, its type as Content-Type, so no
 * body spec). No account: the signed visitor cookie owns it (issued on the first upload). Answers
 * the private path the bible stores.
 */
export const POST = route({ sameOrigin: true }, async ({ req, client }) => {
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  const { stored, visitorToken } = await uploadReferenceImage(
    req.headers.get("cookie"),
    req.body,
    Number.isFinite(declared) ? declared : null,
    req.headers.get("content-type"),
    client,
  );
  const res = NextResponse.json(stored, { status: 201, ...NO_STORE });
  if (visitorToken) setVisitorCookie(res, visitorToken);
  return res;
});
