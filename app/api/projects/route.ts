import { NextResponse } from "next/server";
import { NO_STORE, route } from "@/lib/http/route";
import { listProjects, saveProject } from "@/lib/projects/projects";
import { saveProjectSchema } from "@/lib/validations/project";

export const dynamic = "force-dynamic";

/** The buyer's projects (found by the credit session's e-mail). */
export const GET = route({ auth: "chat" }, async ({ actor }) =>
  NextResponse.json(await listProjects(actor.session), NO_STORE),
);

/** Saves a conversation's document as a draft project: {conversationId} -> {project}. */
export const POST = route(
  { sameOrigin: true, auth: "chat", body: saveProjectSchema },
  async ({ actor, body }) =>
    NextResponse.json(
      { project: await saveProject(actor.session, body.conversationId, actor) },
      { status: 201 },
    ),
);
