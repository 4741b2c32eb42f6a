/** A showcase video as GET /api/admin/showcase/videos returns it. */
export type AdminShowcaseVideo = {
  id: string;
  title: string;
  description: string | null;
  gifUrl: string;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
};

export const SHOWCASE_KEY = ["/api/admin/showcase/videos"] as const;

export const DELETE_CONFIRMATION = "Are you sure you want to delete this showcase video?";

export const isVideoFile = (url: string) => /\.(mp4|webm)(?:$|[?#])/i.test(url);
