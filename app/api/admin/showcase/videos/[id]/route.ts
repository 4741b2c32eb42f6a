import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { deleteShowcaseVideo, setShowcaseVideoActive } from "@/lib/showcase/admin";
import { SHOWCASE_NOT_FOUND } from "@/lib/showcase/params";
import { showcaseStatusSchema } from "@/lib/validations/showcase";

const VIDEO = { sameOrigin: true, auth: "admin", params: { id: SHOWCASE_NOT_FOUND } } as const;

/** Admin: activates or deactivates a showcase video ({isActive}). */
export const PATCH = route({ ...VIDEO, body: showcaseStatusSchema }, async ({ actor, params, body }) => {
  const video = await setShowcaseVideoActive(params.id, body.isActive, actor);
  return NextResponse.json(video);
});

/** Admin: deletes a showcase video and its stored file. */
export const DELETE = route(VIDEO, async ({ actor, params }) => {
  await deleteShowcaseVideo(params.id, actor);
  return NextResponse.json({ success: true });
});
