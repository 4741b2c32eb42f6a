// The browser side of an upload (docs/product-spec.md §7): ask the server for an upload target, then PUT the
// one file to it (our signed route in local mode, Blob's presigned URL in Blob mode).
import { apiRequest, serverMessage } from "@/lib/http/api-request";
import type { ObjectKind } from "@/lib/storage/file-types";

export class UploadError extends Error {
  readonly title: string;
  constructor(title: string, description: string) {
    super(description);
    this.name = "UploadError";
    this.title = title;
  }
}

type Target = { uploadURL?: string; objectPath?: string; uploadHeaders?: Record<string, string> };

/** Uploads one file and returns where it is stored (objectPath: "/objects/..." or a Blob URL). */
export async function uploadFile(file: File, kind: ObjectKind): Promise<string> {
  let target: Target;
  try {
    const res = await apiRequest("POST", "/api/objects/upload", {
      kind,
      contentType: file.type || undefined,
      size: file.size,
    });
    target = (await res.json()) as Target;
  } catch (e) {
    throw new UploadError("Failed to get upload URL", serverMessage(e));
  }
  if (!target.uploadURL) throw new UploadError("Upload failed", "No upload URL received from server");
  const headers =
    target.uploadHeaders && Object.keys(target.uploadHeaders).length > 0
      ? target.uploadHeaders
      : { "Content-Type": file.type || "application/octet-stream" };
  let res: Response;
  try {
    res = await fetch(target.uploadURL, { method: "PUT", headers, body: file });
  } catch {
    throw new UploadError(
      "Upload failed",
      "This looks like a network error. Please check your connection and try again.",
    );
  }
  const text = await res.text();
  let body: { objectPath?: string; url?: string; message?: string; error?: { message?: string } } = {};
  try {
    body = text ? (JSON.parse(text) as typeof body) : {};
  } catch {
    // not JSON: keep the text for the message
  }
  if (!res.ok)
    throw new UploadError("Upload failed", body.message ?? body.error?.message ?? (text || res.statusText));
  const objectPath = body.url ?? body.objectPath ?? target.objectPath;
  if (!objectPath) throw new UploadError("Upload failed", "No upload URL received from server");
  return objectPath;
}
