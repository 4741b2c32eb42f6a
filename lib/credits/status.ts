import "server-only";
import { findCreditSession, readCreditToken } from "@/lib/credits/session";
import type { RequestHeaders } from "@/lib/http/request-context";
import { isSessionSuspended } from "@/lib/credits/ledger";

export type CreditStatus = {
  hasCredits: boolean;
  credits: number;
  totalCredits: number;
  suspended?: boolean;
  /**
   * This browser held a credit session that no longer answers: restoring by e-mail moved it to
   * another browser (one browser per balance at a time). The UI says so and offers to restore here.
   */
  sessionEnded?: boolean;
};

export const NO_CREDIT_STATUS: CreditStatus = { hasCredits: false, credits: 0, totalCredits: 0 };

/** GET /api/credit-status: the visitor's balance; false/0/0 without a session. Suspended accounts cannot spend. */
export async function creditStatusFor(headers: RequestHeaders): Promise<CreditStatus> {
  const session = await findCreditSession(headers);
  if (!session)
    return readCreditToken(headers) ? { ...NO_CREDIT_STATUS, sessionEnded: true } : NO_CREDIT_STATUS;
  const suspended = await isSessionSuspended(session.id);
  return {
    hasCredits: session.creditsRemaining > 0 && !suspended,
    credits: session.creditsRemaining,
    totalCredits: session.totalCredits,
    ...(suspended ? { suspended: true } : {}),
  };
}
