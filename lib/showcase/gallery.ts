/** What the landing's gallery shows of a video (the fields GET /api/showcase/videos gives it). */
export type GalleryVideo = {
  id: string;
  title: string;
  description: string | null;
  gifUrl: string;
  createdAt: Date | null;
};

const text = (v: unknown): v is string => typeof v === "string";

/**
 * The gallery's videos from GET /api/showcase/videos's JSON, in its order; null when the answer is
 * not a list (the gallery then shows Coming soon). Entries without an id, title or media are skipped.
 */
export function galleryVideos(json: unknown): GalleryVideo[] | null {
  if (!Array.isArray(json)) return null;
  const videos: GalleryVideo[] = [];
  for (const v of json as Record<string, unknown>[]) {
    if (!v || !text(v.id) || !text(v.title) || !text(v.gifUrl)) continue;
    const created = text(v.createdAt) ? new Date(v.createdAt) : null;
    videos.push({
      id: v.id,
      title: v.title,
      description: text(v.description) ? v.description : null,
      gifUrl: v.gifUrl,
      createdAt: created && !Number.isNaN(created.getTime()) ? created : null,
    });
  }
  return videos;
}
