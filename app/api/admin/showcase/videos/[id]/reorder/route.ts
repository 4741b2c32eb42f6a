import { NextResponse } from "next/server";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { moveShowcaseVideo } from "@/lib/showcase/admin";
import { showcaseVideoId } from "@/lib/showcase/params";
import { revalidateShowcasePages } from "@/lib/showcase/revalidate";
import { showcaseReorderSchema } from "@/lib/validations/showcase";

/** Admin: moves a showcase video one step ({direction: "up" | "down"}); returns the new order. */
export const PATCH = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const id = await showcaseVideoId(ctx);
  const { direction } = await parseJsonBody(req, showcaseReorderSchema);
  const videos = await moveShowcaseVideo(id, direction, actor);
  revalidateShowcasePages();
  return NextResponse.json(videos);
});
