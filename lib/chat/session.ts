import "server-only";
import { findCreditSession } from "@/lib/credits/session";
import { NO_CREDITS_MESSAGE } from "@/lib/credits/ledger";
import { AppError } from "@/lib/errors";
import type { RequestHeaders } from "@/lib/http/request-context";
import type { ChatSession } from "./conversations";

export const NO_SESSION_MESSAGE = "Pro Chat needs credits. Please purchase a pack or verify your purchase.";

/**
 * The request's credit session, or an error: 402 (no credits) for a send, 401 for the conversation
 * calls. Chat is tied to the credit session, not to an account.
 */
export async function requireChatSession(
  headers: RequestHeaders,
  forSend = false,
): Promise<ChatSession & { creditsRemaining: number }> {
  const session = await findCreditSession(headers);
  if (!session)
    throw forSend
      ? new AppError("payment_required", NO_CREDITS_MESSAGE)
      : new AppError("unauthorized", NO_SESSION_MESSAGE);
  return {
    id: session.id,
    email: session.email,
    emailVerified: session.emailVerifiedAt !== null,
    creditsRemaining: session.creditsRemaining,
  };
}
