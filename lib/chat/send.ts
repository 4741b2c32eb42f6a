import "server-only";
import { screenInput } from "@/lib/ai/moderation";
import { checkDescription } from "@/lib/content-policy";
import { recordCreditChange, spendCredits, type CreditChangeResult } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import { languageModel } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/rate-limit";
import type { ChatMessageInput } from "@/lib/validations/chat";
import { logChatActivity } from "./activity";
import {
  CHAT_TX_OPTIONS,
  DEFAULT_TITLE,
  NOT_FOUND_MESSAGE,
  getConversation,
  resolveConversation,
  type ChatSession,
  type RequestFacts,
} from "./conversations";
import { runChatEngine, streamTurn, type EngineOptions } from "./engine";
import { guideTurn, type GuideTurn } from "./guide";
import { isFreeMessage, messageCost } from "./cost";
import type { ChatEntry, ChatReply, ConversationDetail } from "./types";

// Sending a Pro Chat message. Only a message that changes the document or calls the AI costs a credit:
// navigation and courtesy words (skip, back, undo, done, help, greetings) are answered by the local
// guide for free, and so is a local turn that changes nothing ("I could not find a camera in ...").
// The local guide is pure, so its turn is computed first and the spend is decided from it. Otherwise
// (AI mode) a guarded spend (one credit, 402 without, 403 when suspended) happens BEFORE the model is
// called; the reply then streams; once it is complete the whole exchange
// (both history entries, currentPrompt, refinementCount) and its user_activity row are stored in ONE
// transaction, appended with jsonb || so concurrent sends never overwrite each other. In AI mode a
// failed model call is answered by the local guided assistant (lib/chat/engine.ts), so the credit buys
// a reply; only when no reply at all is possible (the engine or that transaction fails) does a "refund"
// ledger change give the credit back, and nothing is stored. A paid local turn that lost a race and,
// worked out again over the newer document, changes nothing is stored free: its refund is written in
// the same transaction as the exchange, which then names no spend (details.refundedTransactionId); a
// free one that now changes the document is paid in that transaction (402 stores nothing).

export const REPLY_FAILED_MESSAGE = "Failed to generate a reply. Your credit was refunded.";

export type PreparedSend = {
  session: ChatSession;
  message: string;
  conversation: ConversationDetail;
  spend: CreditChangeResult;
  facts: RequestFacts;
  /** The local guide's turn, computed before any spend (local mode and free commands). */
  turn?: GuideTurn;
};

async function currentBalance(sessionId: string): Promise<CreditChangeResult> {
  const s = await db().creditSession.findUniqueOrThrow({
    where: { id: sessionId },
    select: { creditsRemaining: true, totalCredits: true },
  });
  return { applied: false, balance: s.creditsRemaining, totalCredits: s.totalCredits, amount: 0 };
}

/** Checks the policy (and AI moderation), resolves the conversation and spends the credit (in that order: a refused message costs nothing). */
export async function prepareSend(
  session: ChatSession,
  input: ChatMessageInput,
  facts: RequestFacts,
  opts: Pick<EngineOptions, "model"> = {},
): Promise<PreparedSend> {
  await enforceRateLimit(
    ["chat:session", session.id],
    { limit: env().RATE_LIMIT_CHAT_PER_MIN, windowMs: 60_000 },
    "Too many messages. Please wait a moment and try again.",
  );
  const policy = checkDescription(input.message);
  const refused = policy.issues.find((i) => i.flag === "keywords" || i.flag === "themes");
  if (refused) throw new AppError("bad_request", refused.message);
  await screenInput(input.message); // AI mode: a flagged message is refused before any credit is spent
  const conversation = await resolveConversation(session, input.conversationId, facts);
  const free = isFreeMessage(input.message);
  const model = opts.model === undefined ? languageModel() : opts.model;
  const turn =
    free || !model
      ? guideTurn({
          message: input.message,
          document: conversation.currentPrompt,
          history: conversation.conversationHistory,
        })
      : undefined;
  const spend =
    messageCost(input.message, turn ?? null) === 1
      ? await spendCredits(session.id, { conversationId: conversation.id, description: "Pro Chat message" })
      : await currentBalance(session.id);
  return { session, message: input.message, conversation, spend, facts, turn };
}

async function refund(p: PreparedSend, reason: string): Promise<number | undefined> {
  if (!p.spend.transactionId) return p.spend.balance; // nothing was spent
  try {
    const result = await recordCreditChange({
      sessionId: p.session.id,
      type: "refund",
      amount: 1,
      conversationId: p.conversation.id,
      reversesTransactionId: p.spend.transactionId ?? null,
      description: "Refund: Pro Chat reply failed",
    });
    await db().$transaction((tx) =>
      logChatActivity(tx, {
        type: "chat_reply_failed",
        email: p.session.email,
        sessionId: p.session.id,
        ...p.facts,
        details: { conversationId: p.conversation.id, reason },
      }),
    );
    return result.balance;
  } catch (e) {
    console.error("[pro-chat] refund failed", e);
    return undefined;
  }
}

type StoredTurn = Awaited<ReturnType<typeof runChatEngine>>;

/** Thrown inside storeExchange's transaction to roll it back when the guard finds a newer document. */
class ConversationMoved extends Error {}

/**
 * Stores one exchange in one transaction, guarded by the document the turn was computed from; returns
 * undefined when another send changed the conversation first (the caller works the turn out again).
 * `credit` settles a turn worked out again whose cost changed, in that same transaction: "refund"
 * gives the spend back (the exchange names no spend), "spend" pays for a free send that now changes
 * the document (402 rolls it back). So a send is charged and stored, or refunded, never both or half.
 */
async function storeExchange(
  p: PreparedSend,
  conversation: ConversationDetail,
  turn: StoredTurn,
  credit: "refund" | "spend" | null = null,
): Promise<{ refinement_count: number; credits: number } | undefined> {
  const at = new Date().toISOString();
  const before = conversation.currentPrompt;
  const changed = before !== null && JSON.stringify(before) !== JSON.stringify(turn.document);
  const entries: ChatEntry[] = [
    { role: "user", content: p.message, at },
    {
      role: "assistant",
      content: turn.reply,
      step: turn.asked,
      applied: turn.applied,
      ...(turn.given?.length ? { covered: turn.given } : {}),
      // What undo restores: the document this turn replaced (an undo turn pops instead).
      ...(turn.undone ? { undone: true } : changed ? { previous: before } : {}),
      at,
    },
  ];
  const autoTitle = turn.document.project_title.trim().slice(0, 100) || DEFAULT_TITLE;
  const was = before === null ? null : JSON.stringify(before);
  const spendId = p.spend.transactionId ?? null;
  const stored = db().$transaction(async (tx) => {
    // The credit change first: it locks the credit session before the conversation row, the order
    // conversations.ts uses, so the two never deadlock. A lost guard below rolls it back.
    let credits = p.spend.balance;
    let paidBy = spendId;
    let refunded: string | null = null;
    if (credit === "refund" && spendId) {
      const change = await recordCreditChange(
        {
          sessionId: p.session.id,
          type: "refund",
          amount: 1,
          conversationId: p.conversation.id,
          reversesTransactionId: spendId,
          description: "Refund: Pro Chat message changed nothing",
        },
        tx,
      );
      credits = change.balance;
      paidBy = null;
      refunded = spendId;
    } else if (credit === "spend" && !spendId) {
      const change = await spendCredits(
        p.session.id,
        { conversationId: p.conversation.id, description: "Pro Chat message" },
        tx,
      );
      credits = change.balance;
      paidBy = change.transactionId ?? null;
    }
    const rows = await tx.$queryRaw<{ refinement_count: number }[]>`
      UPDATE pro_chat_conversations
         SET conversation_history = conversation_history || ${JSON.stringify(entries)}::jsonb,
             current_prompt = ${JSON.stringify(turn.document)}::jsonb,
             refinement_count = refinement_count + ${turn.refined ? 1 : 0},
             title = CASE WHEN title = ${DEFAULT_TITLE} THEN ${autoTitle} ELSE title END,
             updated_at = now()
       WHERE id = ${p.conversation.id}::uuid AND session_id = ${p.session.id}::uuid
         AND current_prompt IS NOT DISTINCT FROM ${was}::jsonb
      RETURNING refinement_count`;
    if (rows.length === 0) {
      const exists = await tx.proChatConversation.count({
        where: { id: p.conversation.id, sessionId: p.session.id },
      });
      if (!exists) throw new AppError("not_found", NOT_FOUND_MESSAGE);
      throw new ConversationMoved();
    }
    await logChatActivity(tx, {
      type: "chat_message",
      email: p.session.email,
      sessionId: p.session.id,
      ...p.facts,
      details: {
        conversationId: p.conversation.id,
        engine: turn.engine,
        ...(turn.fallbackReason ? { fallbackReason: turn.fallbackReason } : {}),
        ...(turn.repairs?.length ? { repairs: turn.repairs } : {}),
        step: turn.applied,
        refined: turn.refined,
        // The spend that paid for this exchange; a refunded one is named as such instead.
        transactionId: paidBy,
        ...(refunded ? { refundedTransactionId: refunded } : {}),
      },
    });
    return { refinement_count: rows[0].refinement_count, credits };
  }, CHAT_TX_OPTIONS);
  return stored.catch((e: unknown) => {
    if (e instanceof ConversationMoved) return undefined;
    throw e;
  });
}

/** Runs the engine, streaming through `onDelta`, then stores the exchange; refunds on any failure. */
export async function completeSend(
  p: PreparedSend,
  onDelta: (text: string) => void,
  opts: EngineOptions = {},
): Promise<ChatReply> {
  try {
    const turn = p.turn
      ? { ...(await streamTurn(p.turn, onDelta, opts.chunkDelayMs)), engine: "local" as const }
      : await runChatEngine(
          {
            message: p.message,
            document: p.conversation.currentPrompt,
            history: p.conversation.conversationHistory,
          },
          onDelta,
          opts,
        );
    // The exchange is stored only over the document the turn was computed from, so two sends at once
    // never overwrite each other: a local turn is worked out again over the newer document (a pure,
    // cheap step), and an AI turn that lost the race fails and is refunded below.
    // Worked out again, the turn may change nothing (the other send made the same change): free, so
    // its spend is refunded in the transaction that stores it; or a free send may now change the
    // document: it is paid in that transaction.
    let conversation = p.conversation;
    let stored = await storeExchange(p, conversation, turn);
    for (let retry = 0; !stored && p.turn && retry < 5; retry++) {
      conversation = await getConversation(p.session.id, p.conversation.id);
      const again = guideTurn({
        message: p.message,
        document: conversation.currentPrompt,
        history: conversation.conversationHistory,
      });
      Object.assign(turn, again, { engine: "local" as const });
      const unchanged = JSON.stringify(conversation.currentPrompt) === JSON.stringify(turn.document);
      const cost = unchanged ? 0 : messageCost(p.message, turn);
      const paid = Boolean(p.spend.transactionId);
      stored = await storeExchange(
        p,
        conversation,
        turn,
        paid && !cost ? "refund" : !paid && cost ? "spend" : null,
      );
    }
    if (!stored) throw new Error("conversation changed by another send");
    const credits = stored.credits;
    return {
      message: turn.reply,
      conversationId: p.conversation.id,
      currentPrompt: turn.document,
      refinementCount: Number(stored.refinement_count),
      credits,
      totalCredits: p.spend.totalCredits,
    };
  } catch (e) {
    // A free send that, worked out again, changes the document and cannot be paid for: nothing stored.
    if (e instanceof AppError && !p.spend.transactionId && ["payment_required", "forbidden"].includes(e.code))
      throw e;
    const reason = e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 300) : "error";
    console.warn(`[pro-chat] reply failed, refunding (${reason})`);
    const balance = await refund(p, reason);
    throw new AppError("unavailable", REPLY_FAILED_MESSAGE, {
      details: balance === undefined ? {} : { credits: balance },
    });
  }
}
