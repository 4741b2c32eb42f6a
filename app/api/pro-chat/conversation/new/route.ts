import { NextResponse } from "next/server";
import { createConversation } from "@/lib/chat/conversations";
import { assertConceptAllowed, documentFromConcept } from "@/lib/chat/seed";
import { requireChatSession } from "@/lib/chat/session";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { newConversationSchema } from "@/lib/validations/project";

/** Starts a conversation (the only active one); a project concept seeds its document. Answers {conversation}. */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const session = await requireChatSession(req.headers);
  const { project } = await parseJsonBody(req, newConversationSchema);
  if (project) assertConceptAllowed(project);
  const conversation = await createConversation(
    session,
    project ? { title: project.title, currentPrompt: documentFromConcept(project), source: "concept" } : {},
    ctx.client,
  );
  return NextResponse.json({ conversation }, { status: 201 });
});
