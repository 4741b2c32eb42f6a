import { z } from "zod";
import { AppError } from "@/lib/errors";

/** The video id of a route, 404 when it cannot be one. */
export async function showcaseVideoId(ctx: { params: Promise<{ id: string }> }): Promise<string> {
  const { id } = await ctx.params;
  if (!z.uuid().safeParse(id).success) throw new AppError("not_found", "Showcase video not found");
  return id;
}
