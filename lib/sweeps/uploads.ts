import "server-only";
import { db } from "@/lib/db/client";
import type { ObjectStore } from "@/lib/storage/types";

// Uploaded objects that no record refers to: an upload whose form was never saved, a featured image
// or showcase file replaced by an edit or left behind by a delete. After a grace period (an upload in
// progress is not yet referenced) they are deleted from the store, local or Blob.

const OBJECT_REF =
  /(?:\/objects\/[a-f0-9]{32}\.[a-z0-9]{2,5})|(?:https?:\/\/[^\s"'()<>]+\/objects\/[a-f0-9]{32}\.[a-z0-9]{2,5})/g;

/** Every object path a record refers to (featured images, showcase media, links in article bodies). */
export async function referencedObjects(): Promise<Set<string>> {
  const rows = await db().$queryRaw<{ ref: string | null }[]>`
    SELECT featured_image AS ref FROM articles WHERE featured_image IS NOT NULL
    UNION SELECT gif_url FROM showcase_videos
    UNION SELECT original_video_url FROM showcase_videos WHERE original_video_url IS NOT NULL
    UNION SELECT thumbnail_url FROM showcase_videos WHERE thumbnail_url IS NOT NULL`;
  const refs = new Set<string>();
  for (const { ref } of rows) if (ref) refs.add(ref.split(/[?#]/)[0]);
  const bodies = await db().$queryRaw<{ body: string }[]>`
    SELECT body_content AS body FROM articles WHERE body_content LIKE '%/objects/%'`;
  for (const { body } of bodies) for (const m of body.matchAll(OBJECT_REF)) refs.add(m[0]);
  return refs;
}

/** Deletes objects older than `graceMs` that nothing refers to. */
export async function deleteUnreferencedUploads(
  store: ObjectStore,
  graceMs: number,
  now = new Date(),
): Promise<{ deleted: number; kept: number }> {
  const refs = await referencedObjects();
  const cutoff = now.getTime() - graceMs;
  const candidates: string[] = [];
  let kept = 0;
  for await (const object of store.list()) {
    if (refs.has(object.objectPath) || object.storedAt.getTime() > cutoff) kept++;
    else candidates.push(object.objectPath);
  }
  // Read the references again right before deleting: an edit may have saved one of them meanwhile.
  const current = await referencedObjects();
  let deleted = 0;
  for (const objectPath of candidates) {
    if (current.has(objectPath)) kept++;
    else if (await store.remove(objectPath)) deleted++;
  }
  return { deleted, kept };
}
