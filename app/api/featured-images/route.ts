import { NextResponse } from "next/server";
import { logAdminAction } from "@/lib/audit/admin-log";
import { route } from "@/lib/http/route";
import { storage } from "@/lib/storage";
import { featuredImageSchema } from "@/lib/validations/upload";

/** Admin only: confirms an uploaded featured image by its content and returns its objectPath (docs/product-spec.md §7). */
export const PUT = route(
  { sameOrigin: true, auth: "admin", body: featuredImageSchema },
  async ({ actor, body }) => {
    const objectPath = await storage().verify(body.imageURL, "featured-image");
    await logAdminAction(actor, { action: "featured_image_set", details: { objectPath } });
    return NextResponse.json({ objectPath });
  },
);
