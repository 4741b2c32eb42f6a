import type { Jsonified } from "@/lib/http/json-types";
import type { listShowcaseForAdmin } from "@/lib/showcase/admin";

/** A showcase video as GET /api/admin/showcase/videos returns it (the server's row as JSON). */
export type AdminShowcaseVideo = Jsonified<Awaited<ReturnType<typeof listShowcaseForAdmin>>[number]>;

export const SHOWCASE_KEY = ["/api/admin/showcase/videos"] as const;

export const DELETE_CONFIRMATION = "Are you sure you want to delete this showcase video?";

export const isVideoFile = (url: string) => /\.(mp4|webm)(?:$|[?#])/i.test(url);
