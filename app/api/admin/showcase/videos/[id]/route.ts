import { NextResponse } from "next/server";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { deleteShowcaseVideo, setShowcaseVideoActive } from "@/lib/showcase/admin";
import { showcaseVideoId } from "@/lib/showcase/params";
import { revalidateShowcasePages } from "@/lib/showcase/revalidate";
import { showcaseStatusSchema } from "@/lib/validations/showcase";

type Params = { id: string };

/** Admin: activates or deactivates a showcase video ({isActive}). */
export const PATCH = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const id = await showcaseVideoId(ctx);
  const { isActive } = await parseJsonBody(req, showcaseStatusSchema);
  const video = await setShowcaseVideoActive(id, isActive, actor);
  revalidateShowcasePages();
  return NextResponse.json(video);
});

/** Admin: deletes a showcase video and its stored file. */
export const DELETE = route<Params>(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const id = await showcaseVideoId(ctx);
  await deleteShowcaseVideo(id, actor);
  revalidateShowcasePages();
  return NextResponse.json({ success: true });
});
