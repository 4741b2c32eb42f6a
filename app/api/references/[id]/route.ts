import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { deleteReferenceImage, readReferenceImage } from "@/lib/references/images";
import { visitorFrom } from "@/lib/references/visitor";

export const dynamic = "force-dynamic";

const NOT_FOUND = "Reference image not found.";

/** A private image: never cached publicly, never indexed, never sniffed, never run as a page. */
const IMAGE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Content-Disposition": "inline",
  Vary: "Cookie",
};

/** A reference image, to its owner (the visitor cookie) or through a live share naming it (`?share=<id>`); everyone else gets 404. */
export const GET = route({ params: { id: NOT_FOUND } }, async ({ req, params }) => {
  const image = await readReferenceImage(params.id, {
    visitorId: visitorFrom(req.headers.get("cookie")),
    shareId: req.nextUrl.searchParams.get("share"),
  });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      ...IMAGE_HEADERS,
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
    },
  });
});

/** The owner deletes one of their reference images (frees a place in the quota). */
export const DELETE = route({ sameOrigin: true, params: { id: NOT_FOUND } }, async ({ req, params }) => {
  await deleteReferenceImage(params.id, visitorFrom(req.headers.get("cookie")));
  return new NextResponse(null, { status: 204 });
});
