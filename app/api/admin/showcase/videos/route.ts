import { NextResponse } from "next/server";
import { NO_STORE, route } from "@/lib/http/route";
import { createShowcaseVideo, listShowcaseForAdmin } from "@/lib/showcase/admin";
import { showcaseVideoSchema } from "@/lib/validations/showcase";

/** Admin: every showcase video in gallery order. */
export const GET = route({ auth: "admin" }, async () =>
  NextResponse.json(await listShowcaseForAdmin(), NO_STORE),
);

/** Admin: adds a showcase video whose file was uploaded first. */
export const POST = route(
  { sameOrigin: true, auth: "admin", body: showcaseVideoSchema },
  async ({ actor, body }) => {
    const video = await createShowcaseVideo(body, actor);
    return NextResponse.json(video, { status: 201 });
  },
);
