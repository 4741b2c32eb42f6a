import { uuidParam } from "@/lib/http/request-context";

/** The video id of a route, 404 when it cannot be one. */
export function showcaseVideoId(ctx: { params: Promise<{ id: string }> }): Promise<string> {
  return uuidParam(ctx, "id", "Showcase video not found");
}
