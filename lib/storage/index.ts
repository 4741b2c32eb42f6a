import "server-only";
import { env } from "@/lib/env";
import { blobStore } from "@/lib/storage/blob-store";
import { localStore } from "@/lib/storage/local-store";
import { localNameFromPath } from "@/lib/storage/local-paths";
import { tooLarge, wrongType } from "@/lib/storage/errors";
import { fileTypeForMime, isAllowed, KIND_RULES } from "@/lib/storage/file-types";
import type { ObjectStore } from "@/lib/storage/types";
import type { UploadRequest } from "@/lib/validations/upload";

/** The configured store: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, local files otherwise. */
export function storage(): ObjectStore {
  return env().BLOB_READ_WRITE_TOKEN ? blobStore : localStore;
}

/**
 * Deletes a stored object wherever it lives (a local /objects/ path, or a Blob URL when Blob is
 * configured); paths we do not hold (external URLs) are left alone. Returns whether it deleted.
 */
export async function removeStoredObject(objectPath: string | null | undefined): Promise<boolean> {
  if (!objectPath) return false;
  if (localNameFromPath(objectPath)) return localStore.remove(objectPath);
  if (env().BLOB_READ_WRITE_TOKEN) return blobStore.remove(objectPath);
  return false;
}

/**
 * A short-lived upload target for one file an admin is about to send: refused up front when the
 * declared type or size cannot be stored as that kind (the store checks the content again).
 */
export async function createUploadTarget({ kind, contentType, size }: UploadRequest, adminEmail: string) {
  const type = contentType ? fileTypeForMime(contentType) : null;
  if (contentType && !isAllowed(kind, type)) throw wrongType(kind);
  if (size !== undefined && size > KIND_RULES[kind].maxBytes) throw tooLarge(kind);
  return storage().createUpload({ kind, type, adminEmail });
}
