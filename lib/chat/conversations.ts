import "server-only";
import { db, type Prisma, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ClientContext } from "@/lib/http/request-context";
import { readPromptDocument } from "@/lib/scene/read-document";
import type { PromptDocument } from "@/lib/scene/schema";
import { logChatActivity } from "./activity";
import type { ChatEntry, ConversationDetail, ConversationSummary } from "./types";

// Conversations belong to one credit session: every query is scoped by sessionId, so another
// session's id is a 404. Changes to which conversation is active lock the credit session row first,
// so concurrent creates and switches leave exactly one active conversation.

export type ChatSession = {
  id: string;
  email: string | null;
  /** Whether the holder proved `email` with a one-time code (only then is it an identity). */
  emailVerified?: boolean;
};
/** The client facts stored with an activity row (one shape with the request context). */
export type RequestFacts = Pick<ClientContext, "ipAddress" | "userAgent">;

export const NOT_FOUND_MESSAGE = "Conversation not found.";
export const DEFAULT_TITLE = "New Conversation";
export const CHAT_TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 } as const;

type SummaryRow = {
  id: string;
  title: string;
  is_active: boolean;
  updated_at: Date;
  refinement_count: number;
  message_count: number;
};

const toSummary = (r: SummaryRow): ConversationSummary => ({
  id: r.id,
  title: r.title,
  isActive: r.is_active,
  updatedAt: r.updated_at.toISOString(),
  refinementCount: Number(r.refinement_count),
  messageCount: Number(r.message_count),
});

/** The session's conversations, newest first, without loading their histories. */
export async function listConversations(sessionId: string): Promise<ConversationSummary[]> {
  const rows = await db().$queryRaw<SummaryRow[]>`
    SELECT id, title, is_active, updated_at, refinement_count, jsonb_array_length(conversation_history)::int AS message_count
      FROM pro_chat_conversations WHERE session_id = ${sessionId}::uuid
     ORDER BY updated_at DESC, created_at DESC LIMIT 200`;
  return rows.map(toSummary);
}

/** jsonb stores keys in its own order; parsing restores the schema's order for display and download. */
function orderedDocument(value: unknown): PromptDocument | null {
  if (value === null || value === undefined) return null;
  const parsed = readPromptDocument(value);
  return parsed.ok ? parsed.document : null;
}

/** One conversation of the session with its history and document; 404 for any other id. */
export async function getConversation(sessionId: string, id: string): Promise<ConversationDetail> {
  const row = await db().proChatConversation.findFirst({ where: { id, sessionId } });
  if (!row) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  const history = (Array.isArray(row.conversationHistory)
    ? row.conversationHistory
    : []) as unknown as ChatEntry[];
  return {
    id: row.id,
    title: row.title,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    refinementCount: row.refinementCount,
    messageCount: history.length,
    conversationHistory: history,
    currentPrompt: orderedDocument(row.currentPrompt),
  };
}

/** Serialises changes to one session's conversations (which one is active). */
async function lockSession(tx: Tx, sessionId: string): Promise<void> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM credit_sessions WHERE id = ${sessionId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw new AppError("not_found", "Credit session not found.");
}

/** Creates a conversation (optionally seeded) and makes it the only active one. */
export async function createConversation(
  session: ChatSession,
  seed: {
    title?: string;
    currentPrompt?: PromptDocument | null;
    history?: ChatEntry[];
    refinementCount?: number;
    source?: string;
  } = {},
  facts: RequestFacts = { ipAddress: null, userAgent: null },
): Promise<ConversationSummary> {
  return db().$transaction(async (tx) => {
    await lockSession(tx, session.id);
    await tx.proChatConversation.updateMany({
      where: { sessionId: session.id, isActive: true },
      data: { isActive: false },
    });
    const row = await tx.proChatConversation.create({
      data: {
        sessionId: session.id,
        userEmail: session.email,
        title: seed.title ?? DEFAULT_TITLE,
        isActive: true,
        currentPrompt: (seed.currentPrompt ?? undefined) as Prisma.InputJsonValue | undefined,
        conversationHistory: (seed.history ?? []) as unknown as Prisma.InputJsonValue,
        refinementCount: seed.refinementCount ?? 0,
      },
    });
    if (session.email) {
      await tx.userProfile.upsert({
        where: { email: session.email },
        create: { email: session.email, totalConversations: 1, lastActiveAt: new Date() },
        update: { totalConversations: { increment: 1 }, lastActiveAt: new Date() },
      });
    }
    await logChatActivity(tx, {
      type: "conversation_created",
      email: session.email,
      sessionId: session.id,
      ...facts,
      details: { conversationId: row.id, source: seed.source ?? "new" },
    });
    return toSummary({
      id: row.id,
      title: row.title,
      is_active: true,
      updated_at: row.updatedAt,
      refinement_count: row.refinementCount,
      message_count: seed.history?.length ?? 0,
    });
  }, CHAT_TX_OPTIONS);
}

/** Makes `id` the session's one active conversation; 404 when it is not the session's. */
export async function activateConversation(
  session: ChatSession,
  id: string,
  facts: RequestFacts,
): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockSession(tx, session.id);
    const found = await tx.proChatConversation.count({ where: { id, sessionId: session.id } });
    if (found === 0) throw new AppError("not_found", NOT_FOUND_MESSAGE);
    await tx.$executeRaw`UPDATE pro_chat_conversations SET is_active = (id = ${id}::uuid) WHERE session_id = ${session.id}::uuid AND (is_active OR id = ${id}::uuid)`;
    await logChatActivity(tx, {
      type: "conversation_activated",
      email: session.email,
      sessionId: session.id,
      ...facts,
      details: { conversationId: id },
    });
  }, CHAT_TX_OPTIONS);
}

/** Renames a conversation of the session (the title is already trimmed and 1 to 100 characters). */
export async function renameConversation(
  session: ChatSession,
  id: string,
  title: string,
  facts: RequestFacts,
): Promise<{ id: string; title: string }> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.proChatConversation.updateMany({
      where: { id, sessionId: session.id },
      data: { title },
    });
    if (count === 0) throw new AppError("not_found", NOT_FOUND_MESSAGE);
    await logChatActivity(tx, {
      type: "conversation_renamed",
      email: session.email,
      sessionId: session.id,
      ...facts,
      details: { conversationId: id, title },
    });
    return { id, title };
  }, CHAT_TX_OPTIONS);
}

/** The conversation a message goes to: the given one (404 if not the session's), else the active one, else a new one. */
export async function resolveConversation(
  session: ChatSession,
  id: string | undefined,
  facts: RequestFacts,
): Promise<ConversationDetail> {
  if (id) return getConversation(session.id, id);
  const active = await db().proChatConversation.findFirst({
    where: { sessionId: session.id, isActive: true },
    orderBy: { updatedAt: "desc" },
    select: { id: true },
  });
  if (active) return getConversation(session.id, active.id);
  const created = await createConversation(session, {}, facts);
  return getConversation(session.id, created.id);
}
