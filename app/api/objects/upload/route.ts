import { NextResponse } from "next/server";
import { NO_STORE, route } from "@/lib/http/route";
import { createUploadTarget } from "@/lib/storage";
import { uploadRequestSchema } from "@/lib/validations/upload";

/** Admin only: a short-lived upload target for one file ({uploadURL, objectPath}, docs/product-spec.md §7). */
export const POST = route(
  { sameOrigin: true, auth: "admin", body: uploadRequestSchema },
  async ({ actor, body }) => NextResponse.json(await createUploadTarget(body, actor.admin.email), NO_STORE),
);
