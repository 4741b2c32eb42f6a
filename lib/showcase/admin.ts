import "server-only";
import { logAdminAction } from "@/lib/audit/admin-log";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { AdminActor as Actor } from "@/lib/http/request-context";
import { removeStoredObject, storage } from "@/lib/storage";
import type { ShowcaseVideoData } from "@/lib/validations/showcase";

// Admin side of the showcase gallery: add, toggle, reorder, delete; every change is logged with the
// admin in the same transaction as the write.

const notFound = () => new AppError("not_found", "Showcase video not found");
const ORDER = [{ displayOrder: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/** Every showcase video in gallery order (inactive ones included). */
export function listShowcaseForAdmin() {
  return db().showcaseVideo.findMany({ orderBy: ORDER });
}

/** Adds a video whose file was uploaded to our store and passes the showcase rules by content. */
export async function createShowcaseVideo(data: ShowcaseVideoData, actor: Actor) {
  const gifUrl = await storage().verify(data.gifUrl, "showcase");
  return db().$transaction(async (tx) => {
    const video = await tx.showcaseVideo.create({ data: { ...data, gifUrl } });
    await logAdminAction(
      actor,
      {
        action: "showcase_create",
        details: { id: video.id, title: video.title, gifUrl },
      },
      tx,
    );
    return video;
  });
}

/** Activates or deactivates a video (inactive videos leave the public gallery). */
export function setShowcaseVideoActive(id: string, isActive: boolean, actor: Actor) {
  return db().$transaction(async (tx) => {
    const found = await tx.showcaseVideo.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw notFound();
    const video = await tx.showcaseVideo.update({ where: { id }, data: { isActive } });
    await logAdminAction(
      actor,
      {
        action: isActive ? "showcase_activate" : "showcase_deactivate",
        details: { id, title: video.title },
      },
      tx,
    );
    return video;
  });
}

/**
 * Moves a video one step up or down: swaps its place with its neighbour in one transaction, with the
 * rows locked so concurrent moves queue. Equal display orders are renumbered first so a swap shows.
 */
export function moveShowcaseVideo(id: string, direction: "up" | "down", actor: Actor) {
  return db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM showcase_videos ORDER BY display_order, created_at, id FOR UPDATE`;
    const rows = await tx.showcaseVideo.findMany({
      orderBy: ORDER,
      select: { id: true, displayOrder: true },
    });
    const index = rows.findIndex((r) => r.id === id);
    if (index < 0) throw notFound();
    const other = direction === "up" ? index - 1 : index + 1;
    if (other < 0) throw new AppError("bad_request", "This video is already first.");
    if (other >= rows.length) throw new AppError("bad_request", "This video is already last.");
    const [a, b] = [rows[index], rows[other]];
    if (a.displayOrder !== b.displayOrder) {
      await tx.showcaseVideo.update({ where: { id: a.id }, data: { displayOrder: b.displayOrder } });
      await tx.showcaseVideo.update({ where: { id: b.id }, data: { displayOrder: a.displayOrder } });
    } else {
      const order = rows.map((r) => r.id);
      [order[index], order[other]] = [order[other], order[index]];
      for (const [position, rowId] of order.entries()) {
        if (rows.find((r) => r.id === rowId)!.displayOrder !== position)
          await tx.showcaseVideo.update({ where: { id: rowId }, data: { displayOrder: position } });
      }
    }
    await logAdminAction(
      actor,
      {
        action: "showcase_reorder",
        details: { id, direction, swappedWith: b.id },
      },
      tx,
    );
    return tx.showcaseVideo.findMany({ orderBy: ORDER });
  });
}

/** Deletes a video and its stored files (those no other video refers to). */
export async function deleteShowcaseVideo(id: string, actor: Actor) {
  const video = await db().$transaction(async (tx) => {
    const found = await tx.showcaseVideo.findUnique({ where: { id } });
    if (!found) throw notFound();
    await tx.showcaseVideo.delete({ where: { id } });
    await logAdminAction(
      actor,
      {
        action: "showcase_delete",
        details: { id, title: found.title, gifUrl: found.gifUrl },
      },
      tx,
    );
    return found;
  });
  for (const url of new Set([video.gifUrl, video.originalVideoUrl, video.thumbnailUrl])) {
    if (!url) continue;
    const stillUsed = await db().showcaseVideo.count({
      where: { OR: [{ gifUrl: url }, { originalVideoUrl: url }, { thumbnailUrl: url }] },
    });
    if (stillUsed === 0)
      await removeStoredObject(url).catch((e: unknown) =>
        console.error("[showcase] could not delete a stored file", e),
      );
  }
  return video;
}
