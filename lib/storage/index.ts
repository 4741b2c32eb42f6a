import "server-only";
import { env } from "@/lib/env";
import { blobStore } from "@/lib/storage/blob-store";
import { localStore } from "@/lib/storage/local-store";
import { localNameFromPath } from "@/lib/storage/local-paths";
import type { ObjectStore } from "@/lib/storage/types";

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
