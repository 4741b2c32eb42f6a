import { NextResponse } from "next/server";
import { requireChatSession } from "@/lib/chat/session";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { listProjects, saveProject } from "@/lib/projects/projects";
import { saveProjectSchema } from "@/lib/validations/project";

export const dynamic = "force-dynamic";

/** The buyer's projects (found by the credit session's e-mail). */
export const GET = route(async (req) => {
  const session = await requireChatSession(req.headers);
  return NextResponse.json(await listProjects(session), { headers: { "Cache-Control": "no-store" } });
});

/** Saves a conversation's document as a draft project: {conversationId} -> {project}. */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const session = await requireChatSession(req.headers);
  const { conversationId } = await parseJsonBody(req, saveProjectSchema);
  return NextResponse.json(
    { project: await saveProject(session, conversationId, ctx.client) },
    { status: 201 },
  );
});
