import { NextResponse } from "next/server";
import { logAdminAction } from "@/lib/audit/admin-log";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { storage } from "@/lib/storage";
import { featuredImageSchema } from "@/lib/validations/upload";

/** Admin only: confirms an uploaded featured image by its content and returns its objectPath (docs/product-spec.md §7). */
export const PUT = route(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const { imageURL } = await parseJsonBody(req, featuredImageSchema);
  const objectPath = await storage().verify(imageURL, "featured-image");
  await logAdminAction(actor, {
    action: "featured_image_set",
    details: { objectPath },
  });
  return NextResponse.json({ objectPath });
});
