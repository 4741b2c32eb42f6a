import { NextResponse } from "next/server";
import { requireChatSession } from "@/lib/chat/session";
import { uuidParam } from "@/lib/http/request-context";
import { assertSameOrigin, route } from "@/lib/http/route";
import { openProject, PROJECT_NOT_FOUND } from "@/lib/projects/projects";

/** Reopens one of the buyer's projects as a new active conversation: {conversation}. */
export const POST = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const id = await uuidParam(ctx, "id", PROJECT_NOT_FOUND);
  const session = await requireChatSession(req.headers);
  return NextResponse.json({ conversation: await openProject(session, id, ctx.client) }, { status: 201 });
});
