import { CREDIT_COOKIE, createCreditSession } from "@/lib/credits/session";
import { recordCreditChange } from "@/lib/credits/ledger";
import type { ChatStreamEvent } from "@/lib/chat/types";

// Helpers for the Pro Chat integration tests: a credit session holding some credits, and the
// streamed answer's events.

export const chatEmail = (tag = "chat") =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A credit session (with an e-mail unless null) holding `credits`; returns its id and cookie map. */
export async function creditSessionWith(credits: number, email: string | null = chatEmail()) {
  const { session, token } = await createCreditSession({ email, packType: "basic" });
  if (credits > 0)
    await recordCreditChange({
      sessionId: session.id,
      type: "gift",
      amount: credits,
      description: "test credits",
    });
  return { id: session.id, email, cookies: { [CREDIT_COOKIE]: token } };
}

/** Parses an NDJSON body into events. */
export function streamEvents(text: string): ChatStreamEvent[] {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}
