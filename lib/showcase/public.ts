import "server-only";
import { db } from "@/lib/db/client";

/** A showcase video as the public gallery reads it (GET /api/showcase/videos). */
export type PublicShowcaseVideo = {
  id: string;
  title: string;
  description: string | null;
  gifUrl: string;
  thumbnailUrl: string | null;
  displayOrder: number;
  createdAt: Date;
};

/** Active showcase videos in display order (ties: oldest first, then id, so the order is stable). */
export async function listActiveShowcaseVideos(): Promise<PublicShowcaseVideo[]> {
  return db().showcaseVideo.findMany({
    where: { isActive: true },
    orderBy: [{ displayOrder: "asc" }, { createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      description: true,
      gifUrl: true,
      thumbnailUrl: true,
      displayOrder: true,
      createdAt: true,
    },
    take: 100,
  });
}
