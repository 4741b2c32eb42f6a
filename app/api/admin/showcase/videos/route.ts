import { NextResponse } from "next/server";
import { requireAdmin, requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { createShowcaseVideo, listShowcaseForAdmin } from "@/lib/showcase/admin";
import { revalidateShowcasePages } from "@/lib/showcase/revalidate";
import { showcaseVideoSchema } from "@/lib/validations/showcase";

/** Admin: every showcase video in gallery order. */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  return NextResponse.json(await listShowcaseForAdmin(), { headers: { "Cache-Control": "no-store" } });
});

/** Admin: adds a showcase video whose file was uploaded first. */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const actor = await requireAdminActor(req.headers, ctx.client);
  const data = await parseJsonBody(req, showcaseVideoSchema);
  const video = await createShowcaseVideo(data, actor);
  revalidateShowcasePages();
  return NextResponse.json(video, { status: 201 });
});
