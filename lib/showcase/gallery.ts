import "server-only";
import { logger } from "@/lib/log";
import { listActiveShowcaseVideos } from "@/lib/showcase/public";

/** What the landing's gallery shows of a video (the fields GET /api/showcase/videos gives it). */
export type GalleryVideo = {
  id: string;
  title: string;
  description: string | null;
  gifUrl: string;
  createdAt: Date | null;
};

/**
 * The landing gallery's videos, read on the server. A failure is logged and gives null: the gallery
 * then shows its Coming soon state (docs/product-spec.md §8: "logged only").
 */
export async function loadGalleryVideos(): Promise<GalleryVideo[] | null> {
  try {
    const videos = await listActiveShowcaseVideos();
    return videos.map(({ id, title, description, gifUrl, createdAt }) => ({
      id,
      title,
      description,
      gifUrl,
      createdAt,
    }));
  } catch (err) {
    logger().error({ err }, "[showcase] failed to load showcase videos");
    return null;
  }
}
