import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { storage } from "@/lib/storage";
import { fileTypeForMime, isAllowed, KIND_RULES } from "@/lib/storage/file-types";
import { tooLarge, wrongType } from "@/lib/storage/errors";
import { uploadRequestSchema } from "@/lib/validations/upload";

/** Admin only: a short-lived upload target for one file ({uploadURL, objectPath}, docs/product-spec.md §7). */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const admin = await requireAdmin(req.headers);
  const { kind, contentType, size } = await parseJsonBody(req, uploadRequestSchema);
  const type = contentType ? fileTypeForMime(contentType) : null;
  if (contentType && !isAllowed(kind, type)) throw wrongType(kind);
  if (size !== undefined && size > KIND_RULES[kind].maxBytes) throw tooLarge(kind);
  const target = await storage().createUpload({ kind, type, adminEmail: admin.email });
  return NextResponse.json(target, { headers: { "Cache-Control": "no-store" } });
});
