import { NextResponse } from "next/server";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { receiveLocalUpload } from "@/lib/storage/local-store";
import { verifyUploadToken } from "@/lib/storage/upload-token";

export const dynamic = "force-dynamic";

/**
 * The local store's signed upload URL: the token (HMAC, 15 minutes, one object) is the authorisation,
 * like a presigned URL. The body is streamed to disk with the limits enforced by content.
 */
export const PUT = route<{ token: string }>(async (req, ctx) => {
  const { token } = await ctx.params;
  const grant = verifyUploadToken(token);
  if (!grant)
    throw new AppError("forbidden", "This upload URL is invalid or has expired. Please request a new one.");
  const declared = Number(req.headers.get("content-length") ?? "NaN");
  const stored = await receiveLocalUpload(grant, req.body, Number.isFinite(declared) ? declared : null);
  await logAdminAction(
    { ...ctx.client, admin: { email: grant.adminEmail } },
    {
      action: "upload_object",
      details: { kind: grant.kind, ...stored },
    },
  );
  return NextResponse.json(stored);
});
