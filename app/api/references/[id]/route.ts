import { NextResponse } from "next/server";
import { assertSameOrigin, route } from "@/lib/http/route";
import { uuidParam } from "@/lib/http/request-context";
import { deleteReferenceImage, readReferenceImage } from "@/lib/references/images";
import { visitorFrom } from "@/lib/references/visitor";

export const dynamic = "force-dynamic";

const NOT_FOUND = "Reference image not found.";

/**
 * A reference image, to its owner (the visitor cookie) or through a live share naming it
 * (`?share=<id>`); everyone else gets 404. Never cached publicly, never indexed, never sniffed.
 */
export const GET = route<{ id: string }>(async (req, ctx) => {
  const id = await uuidParam(ctx, "id", NOT_FOUND);
  const image = await readReferenceImage(id, {
    visitorId: visitorFrom(req.headers.get("cookie")),
    shareId: req.nextUrl.searchParams.get("share"),
  });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Disposition": "inline",
      Vary: "Cookie",
    },
  });
});

/** The owner deletes one of their reference images (frees a place in the quota). */
export const DELETE = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const id = await uuidParam(ctx, "id", NOT_FOUND);
  await deleteReferenceImage(id, visitorFrom(req.headers.get("cookie")));
  return new NextResponse(null, { status: 204 });
});
