import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { openProject, PROJECT_NOT_FOUND } from "@/lib/projects/projects";

/** Reopens one of the buyer's projects as a new active conversation: {conversation}. */
export const POST = route(
  { sameOrigin: true, auth: "chat", params: { id: PROJECT_NOT_FOUND } },
  async ({ actor, params }) =>
    NextResponse.json({ conversation: await openProject(actor.session, params.id, actor) }, { status: 201 }),
);
