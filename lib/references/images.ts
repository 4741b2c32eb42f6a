import "server-only";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { imageDimensions } from "@/lib/images/dimensions";
import {
  detectFileType,
  fileTypeForMime,
  isAllowed,
  KIND_RULES,
  type FileType,
} from "@/lib/storage/file-types";
import { emptyFile, tooLarge, typeMismatch, wrongType } from "@/lib/storage/errors";
import { privateStore, privateStoreFor } from "@/lib/storage/private-store";

// A visitor's reference images (issue 27 item 4): the admin's featured-image limits (size, types by
// their bytes) plus a pixel limit, a per-visitor quota, private storage (local or a private Vercel
// Blob: lib/storage/private-store.ts), and reads only by the owner or through a live share the owner
// made with the image (share_reference_images).

const KIND = "reference-image" as const;
/** The longest side a reference image may have, in pixels (no vendor takes more). */
export const MAX_IMAGE_SIDE = 8192;
/** Where an uploaded reference image is served; the bible stores this path. */
export const referencePath = (id: string) => `/api/references/${id}`;

const notFound = () => new AppError("not_found", "Reference image not found.");

/** Reads a request body up to the kind's limit (never more than one chunk past it in memory). */
export async function readLimitedBody(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
): Promise<Uint8Array> {
  const max = KIND_RULES[KIND].maxBytes;
  if (declaredLength !== null && declaredLength > max) throw tooLarge(KIND);
  if (!body) throw emptyFile();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > max) throw tooLarge(KIND);
      chunks.push(value);
    }
  } catch (e) {
    await reader.cancel().catch(() => {});
    throw e;
  }
  if (size === 0) throw emptyFile();
  if (declaredLength !== null && size !== declaredLength)
    throw new AppError("bad_request", "The upload was incomplete. Please try again.");
  return new Uint8Array(Buffer.concat(chunks));
}

/** Checks an upload's bytes: an allowed image type (and the declared one), within the pixel limit. */
export function checkReferenceImage(
  bytes: Uint8Array,
  declaredType: string | null,
): { type: FileType; width: number; height: number } {
  if (bytes.length === 0) throw emptyFile();
  if (bytes.length > KIND_RULES[KIND].maxBytes) throw tooLarge(KIND);
  const type = detectFileType(bytes.subarray(0, 64));
  if (!isAllowed(KIND, type)) throw wrongType(KIND);
  const declared = declaredType ? fileTypeForMime(declaredType) : null;
  if (declared && declared.mime !== type.mime) throw typeMismatch();
  const size = imageDimensions(bytes);
  if (!size || size.width < 1 || size.height < 1)
    throw new AppError(
      "unsupported_media_type",
      "The image's size could not be read. Please try another file.",
    );
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    throw new AppError(
      "payload_too_large",
      `The image is too large: at most ${MAX_IMAGE_SIDE} pixels on each side (this one is ${size.width} x ${size.height}).`,
    );
  return { type, ...size };
}

export type StoredReference = {
  id: string;
  path: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
};

/** Stores a checked image for a visitor, within their quota (counted under a per-visitor lock). */
export async function saveReferenceImage(
  visitorId: string,
  bytes: Uint8Array,
  declaredType: string | null,
): Promise<StoredReference> {
  const checked = checkReferenceImage(bytes, declaredType);
  const quota = env().REFERENCE_IMAGES_PER_VISITOR;
  const overQuota = () =>
    new AppError(
      "conflict",
      `You have ${quota} reference images, the most one visitor may keep. Remove one and try again.`,
      { details: { quota } },
    );
  // Cheap refusal before storing anything; the locked count below is the one that decides.
  if ((await db().referenceImage.count({ where: { visitorId } })) >= quota) throw overQuota();
  const store = privateStore();
  const storageKey = await store.put(bytes, checked.type);
  try {
    const row = await db().$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`reference:${visitorId}`}))`;
      if ((await tx.referenceImage.count({ where: { visitorId } })) >= quota) throw overQuota();
      return tx.referenceImage.create({
        data: {
          visitorId,
          storageKey,
          contentType: checked.type.mime,
          size: bytes.length,
          width: checked.width,
          height: checked.height,
        },
      });
    });
    return {
      id: row.id,
      path: referencePath(row.id),
      contentType: row.contentType,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  } catch (e) {
    await store.remove(storageKey).catch(() => false);
    throw e;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The image for a reader: its owner, or anyone holding a live share it is bound to. Anyone else gets
 * the same 404 as for an image that does not exist.
 */
export async function readReferenceImage(
  id: string,
  reader: { visitorId: string | null; shareId?: string | null },
  now = new Date(),
): Promise<{ bytes: Buffer; contentType: string; owner: boolean }> {
  const row = await db().referenceImage.findUnique({ where: { id } });
  if (!row) throw notFound();
  const owner = reader.visitorId !== null && reader.visitorId === row.visitorId;
  if (!owner && !(reader.shareId && (await sharedIn(reader.shareId, id)))) throw notFound();
  const bytes = await privateStoreFor(row.storageKey).get(row.storageKey);
  if (!bytes) throw notFound();
  if (owner && now.getTime() - row.lastUsedAt.getTime() > DAY_MS)
    await db().referenceImage.update({ where: { id }, data: { lastUsedAt: now } });
  return { bytes, contentType: row.contentType, owner };
}

/** Whether the image is bound to that share and the share is live (not taken down). */
async function sharedIn(shareId: string, id: string): Promise<boolean> {
  if (shareId.length > 64) return false;
  const bound = await db().shareReferenceImage.count({
    where: { shareId, referenceImageId: id, share: { takenDownAt: null } },
  });
  return bound > 0;
}

const PATH_IN_TEXT = /\/api\/references\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/g;

/** The ids of the reference images a document names (by their /api/references/<id> paths). */
export function referenceIdsIn(document: unknown): string[] {
  const text = JSON.stringify(document) ?? "";
  return [...new Set([...text.matchAll(PATH_IN_TEXT)].map((m) => m[1]))];
}

/**
 * The images a new share may show: those the document names that the sharing visitor owns. Another
 * visitor's image path in a document binds nothing (knowing an id is not owning it), so an image is
 * public only through shares its owner made.
 */
export async function ownedReferenceIds(document: unknown, visitorId: string | null): Promise<string[]> {
  const ids = referenceIdsIn(document).slice(0, 100);
  if (!visitorId || ids.length === 0) return [];
  const rows = await db().referenceImage.findMany({
    where: { id: { in: ids }, visitorId },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

export type SharedReferenceImage = { id: string; src: string; width: number; height: number };

/** The images bound to a share, by id, with the path that serves them through it. */
export async function sharedReferenceImages(shareId: string): Promise<Map<string, SharedReferenceImage>> {
  const rows = await db().shareReferenceImage.findMany({
    where: { shareId, share: { takenDownAt: null } },
    include: { referenceImage: { select: { width: true, height: true } } },
  });
  return new Map(
    rows.map((r) => [
      r.referenceImageId,
      {
        id: r.referenceImageId,
        src: `${referencePath(r.referenceImageId)}?share=${encodeURIComponent(shareId)}`,
        width: r.referenceImage.width,
        height: r.referenceImage.height,
      },
    ]),
  );
}

/** Deletes one of the visitor's images (others' images look like missing ones). */
export async function deleteReferenceImage(id: string, visitorId: string | null): Promise<void> {
  const row = visitorId ? await db().referenceImage.findUnique({ where: { id } }) : null;
  if (!row || row.visitorId !== visitorId) throw notFound();
  await db().referenceImage.delete({ where: { id } });
  await privateStoreFor(row.storageKey).remove(row.storageKey);
}

/** The sweep: deletes images their owner has not viewed for `ttlDays` that no live share shows. */
export async function expireReferenceImages(now = new Date(), ttlDays = env().REFERENCE_IMAGE_TTL_DAYS) {
  const cutoff = new Date(now.getTime() - ttlDays * DAY_MS);
  const unshared = { lastUsedAt: { lt: cutoff }, shares: { none: { share: { takenDownAt: null } } } };
  const stale = await db().referenceImage.findMany({ where: unshared, take: 1000 });
  let deleted = 0;
  for (const row of stale) {
    // Re-checked in the delete: a view or a share since the read keeps the image.
    const gone = await db().referenceImage.deleteMany({ where: { id: row.id, ...unshared } });
    if (gone.count > 0) {
      await privateStoreFor(row.storageKey).remove(row.storageKey);
      deleted++;
    }
  }
  return { deleted, orphans: await removeOrphanedObjects(now) };
}

/** How old a stored object without a row must be before the sweep deletes it (an upload in flight has none yet). */
const ORPHAN_GRACE_MS = DAY_MS;

/**
 * Deletes private objects no reference_images row names (the row's insert failed and so did the
 * clean-up, or the row went and the delete of the bytes did not), older than a day.
 */
async function removeOrphanedObjects(now: Date): Promise<number> {
  const store = privateStore();
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const known = await db().referenceImage.findMany({
      where: { storageKey: { in: batch } },
      select: { storageKey: true },
    });
    const keep = new Set(known.map((r) => r.storageKey));
    for (const key of batch) if (!keep.has(key) && (await store.remove(key))) removed++;
    batch = [];
  };
  for await (const object of store.list()) {
    if (now.getTime() - object.storedAt.getTime() < ORPHAN_GRACE_MS) continue;
    batch.push(object.key);
    if (batch.length >= 500) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}
