import { NextResponse } from "next/server";
import { createConversation } from "@/lib/chat/conversations";
import { assertConceptAllowed, documentFromConcept, seedFromHandoff } from "@/lib/chat/seed";
import { requireChatSession } from "@/lib/chat/session";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { newConversationSchema } from "@/lib/validations/project";

/**
 * Starts a conversation (the only active one); a project concept seeds its document, and so does a
 * generator result handed over ("Refine in Pro Chat"). Answers {conversation}. Free: no credit.
 */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const session = await requireChatSession(req);
  const { project, handoff } = await parseJsonBody(req, newConversationSchema);
  if (project) assertConceptAllowed(project);
  const seed = project
    ? { title: project.title, currentPrompt: documentFromConcept(project), source: "concept" }
    : handoff
      ? seedFromHandoff(handoff.document, handoff.description)
      : {};
  const conversation = await createConversation(session, seed, ctx.client);
  return NextResponse.json({ conversation }, { status: 201 });
});
