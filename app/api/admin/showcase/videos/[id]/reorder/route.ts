import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { moveShowcaseVideo } from "@/lib/showcase/admin";
import { SHOWCASE_NOT_FOUND } from "@/lib/showcase/params";
import { showcaseReorderSchema } from "@/lib/validations/showcase";

const SPEC = {
  sameOrigin: true,
  auth: "admin",
  params: { id: SHOWCASE_NOT_FOUND },
  body: showcaseReorderSchema,
} as const;

/** Admin: moves a showcase video one step ({direction: "up" | "down"}); returns the new order. */
export const PATCH = route(SPEC, async ({ actor, params, body }) => {
  const videos = await moveShowcaseVideo(params.id, body.direction, actor);
  return NextResponse.json(videos);
});
