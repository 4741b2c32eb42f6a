import "server-only";
import { logAdminAction } from "@/lib/audit/admin-log";
import { AppError } from "@/lib/errors";
import type { ClientContext } from "@/lib/http/request-context";
import { receiveLocalUpload } from "@/lib/storage/local-store";
import { verifyUploadToken } from "@/lib/storage/upload-token";

/**
 * The local store's signed upload URL: the token (HMAC, 15 minutes, one object) is the authorisation,
 * like a presigned URL (403 when invalid or expired). The body is streamed to disk with the limits
 * enforced by content, and the upload is logged under the admin the token was issued to.
 */
export async function acceptSignedUpload(
  token: string,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
  client: ClientContext,
) {
  const grant = verifyUploadToken(token);
  if (!grant)
    throw new AppError("forbidden", "This upload URL is invalid or has expired. Please request a new one.");
  const stored = await receiveLocalUpload(grant, body, declaredLength);
  await logAdminAction(
    { ...client, admin: { email: grant.adminEmail } },
    { action: "upload_object", details: { kind: grant.kind, ...stored } },
  );
  return stored;
}
