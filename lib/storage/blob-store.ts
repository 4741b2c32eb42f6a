import "server-only";
import {
  BlobNotFoundError,
  del,
  head,
  issueSignedToken,
  list,
  parseStoreIdFromDelegationToken,
  presignUrl,
} from "@vercel/blob";
import {
  detectFileType,
  isAllowed,
  KIND_RULES,
  SNIFF_BYTES,
  type ObjectKind,
} from "@/lib/storage/file-types";
import { objectNotFound, tooLarge, wrongType } from "@/lib/storage/errors";
import type { ObjectStore, StoredObject, UploadRequest, UploadTarget } from "@/lib/storage/types";
import { randomObjectName, UPLOAD_TOKEN_TTL_MS } from "@/lib/storage/upload-token";

// Vercel Blob (BLOB_READ_WRITE_TOKEN): the browser uploads straight to Blob through a presigned PUT
// URL scoped to one random pathname, with Blob enforcing the declared type and the size. Blob cannot
// look at the bytes, so an object is verified by content (size from head(), magic bytes from a ranged
// read) before anything refers to it, and deleted when it fails.

/** The Blob API version of @vercel/blob 2.8.0 (its BLOB_API_VERSION); the browser PUT must send it. */
const BLOB_API_VERSION = "12";
const CACHE_SECONDS = 365 * 24 * 60 * 60;

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value.trim());

async function readBlobHead(url: string): Promise<Uint8Array> {
  const res = await fetch(url, { headers: { Range: `bytes=0-${SNIFF_BYTES - 1}` }, cache: "no-store" });
  if (!res.ok || !res.body) throw objectNotFound();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // A server that ignores Range sends everything: stop reading after the bytes we need.
  while (size < SNIFF_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return new Uint8Array(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
}

export const blobStore: ObjectStore = {
  mode: "blob",

  async createUpload({ kind, type }: UploadRequest): Promise<UploadTarget> {
    const rules = KIND_RULES[kind];
    const pathname = `objects/${randomObjectName()}${type ? `.${type.ext}` : ""}`;
    const allowedContentTypes = type ? [type.mime] : rules.types.map((t) => t.mime);
    const signed = await issueSignedToken({
      pathname,
      operations: ["put"],
      validUntil: Date.now() + UPLOAD_TOKEN_TTL_MS,
      maximumSizeInBytes: rules.maxBytes,
      allowedContentTypes,
    });
    const { presignedUrl } = await presignUrl(signed, {
      operation: "put",
      pathname,
      access: "public",
      maximumSizeInBytes: rules.maxBytes,
      allowedContentTypes,
      addRandomSuffix: false,
      allowOverwrite: false,
      cacheControlMaxAge: CACHE_SECONDS,
    });
    const storeId = parseStoreIdFromDelegationToken(signed.delegationToken);
    return {
      uploadURL: presignedUrl,
      objectPath: `https://${storeId}.public.blob.vercel-storage.com/${pathname}`,
      uploadHeaders: {
        "x-api-version": BLOB_API_VERSION,
        "x-vercel-blob-access": "public",
        ...(type ? { "x-content-type": type.mime } : {}),
      },
    };
  },

  async verify(objectPath: string, kind: ObjectKind): Promise<string> {
    if (!isHttpUrl(objectPath)) throw objectNotFound();
    // head() is authenticated with our token: it only finds objects of our own store.
    const meta = await head(objectPath).catch((e: unknown) => {
      if (e instanceof BlobNotFoundError) throw objectNotFound();
      throw e;
    });
    let failure: Error | null = null;
    if (meta.size > KIND_RULES[kind].maxBytes) failure = tooLarge(kind);
    else if (!isAllowed(kind, detectFileType(await readBlobHead(meta.url)))) failure = wrongType(kind);
    if (failure) {
      await del(meta.url);
      throw failure;
    }
    return meta.url;
  },

  async remove(objectPath: string): Promise<boolean> {
    if (!isHttpUrl(objectPath)) return false;
    await del(objectPath);
    return true;
  },

  async *list(): AsyncIterable<StoredObject> {
    let cursor: string | undefined;
    do {
      const page = await list({ prefix: "objects/", cursor, limit: 1000 });
      for (const blob of page.blobs) yield { objectPath: blob.url, storedAt: blob.uploadedAt };
      cursor = page.hasMore ? page.cursor : undefined;
    } while (cursor);
  },
};
