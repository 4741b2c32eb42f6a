import "server-only";
import {
  createConversation,
  getConversation,
  type ChatSession,
  type RequestFacts,
} from "@/lib/chat/conversations";
import { logChatActivity } from "@/lib/chat/activity";
import type { ChatEntry, ConversationSummary } from "@/lib/chat/types";
import { db, type Prisma } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { PromptDocument } from "@/lib/scene/schema";
import { findOrCreateBuyer } from "@/lib/users/buyers";

// Projects: a conversation's document saved for the buyer (the users row found or created by the
// credit session's e-mail), listed and reopened as a new conversation. Sessions without an e-mail
// (none of a purchase) cannot own projects. A project belongs to the credit session that saved it;
// the e-mail's other projects are visible only to a session that PROVED the e-mail (one-time code),
// and only those saved by sessions that proved it too: typing someone's e-mail at checkout shows
// nothing of theirs.

export const NEEDS_EMAIL_MESSAGE =
  "Saving projects needs the e-mail of a purchase. Please verify your purchase by e-mail.";
export const PROJECT_NOT_FOUND = "Project not found.";

export type ProjectSummary = {
  id: string;
  title: string;
  description: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
};

const toSummary = (p: {
  id: string;
  title: string;
  description: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}): ProjectSummary => ({
  id: p.id,
  title: p.title,
  description: p.description,
  status: p.status,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

function buyerEmail(session: ChatSession): string {
  if (!session.email) throw new AppError("bad_request", NEEDS_EMAIL_MESSAGE);
  return session.email;
}

/** Saves the conversation's current document as a draft project of the buyer. */
export async function saveProject(
  session: ChatSession,
  conversationId: string,
  facts: RequestFacts,
): Promise<ProjectSummary> {
  const email = buyerEmail(session);
  const conversation = await getConversation(session.id, conversationId);
  if (!conversation.currentPrompt)
    throw new AppError("bad_request", "Chat first: this conversation has no prompt document yet.");
  const doc = conversation.currentPrompt;
  return db().$transaction(async (tx) => {
    const buyer = await findOrCreateBuyer(email, {}, tx);
    const project = await tx.project.create({
      data: {
        userId: buyer.userId,
        title: (doc.project_title || conversation.title).slice(0, 200),
        description:
          doc.scenes
            .map((s) => s.description)
            .join(" ")
            .slice(0, 2000) || null,
        status: "draft",
        creditSessionId: session.id,
        jsonData: doc as unknown as Prisma.InputJsonValue,
        conversationLog: conversation.conversationHistory as unknown as Prisma.InputJsonValue,
      },
    });
    await logChatActivity(tx, {
      type: "project_saved",
      email,
      sessionId: session.id,
      ...facts,
      details: { projectId: project.id, conversationId },
    });
    return toSummary(project);
  });
}

/** The projects this session may see: its own, and the proven e-mail's when it proved the e-mail. */
function visibleTo(session: ChatSession): Prisma.ProjectWhereInput {
  const own: Prisma.ProjectWhereInput = { creditSessionId: session.id };
  if (!session.email || !session.emailVerified) return own;
  const email = session.email;
  return {
    OR: [
      own,
      {
        user: { email },
        OR: [{ creditSessionId: null }, { creditSession: { email, emailVerifiedAt: { not: null } } }],
      },
    ],
  };
}

/** The buyer's projects, newest first. */
export async function listProjects(session: ChatSession): Promise<ProjectSummary[]> {
  if (!session.email) return [];
  const rows = await db().project.findMany({
    where: visibleTo(session),
    orderBy: { updatedAt: "desc" },
    take: 100,
    select: { id: true, title: true, description: true, status: true, createdAt: true, updatedAt: true },
  });
  return rows.map(toSummary);
}

/** Reopens a project of the buyer as a new active conversation with its document and log. */
export async function openProject(
  session: ChatSession,
  projectId: string,
  facts: RequestFacts,
): Promise<ConversationSummary> {
  buyerEmail(session);
  const project = await db().project.findFirst({ where: { AND: [{ id: projectId }, visibleTo(session)] } });
  if (!project) throw new AppError("not_found", PROJECT_NOT_FOUND);
  const history = (Array.isArray(project.conversationLog)
    ? project.conversationLog
    : []) as unknown as ChatEntry[];
  return createConversation(
    session,
    {
      title: project.title.slice(0, 100),
      currentPrompt: project.jsonData as unknown as PromptDocument | null,
      history,
      source: `project:${project.id}`,
    },
    facts,
  );
}
