import "server-only";
import { findCreditSession } from "@/lib/credits/session";
import { db } from "@/lib/db/client";

export type CreditStatus = {
  hasCredits: boolean;
  credits: number;
  totalCredits: number;
  suspended?: boolean;
};

export const NO_CREDIT_STATUS: CreditStatus = { hasCredits: false, credits: 0, totalCredits: 0 };

/** GET /api/credit-status: the visitor's balance; false/0/0 without a session. Suspended accounts cannot spend. */
export async function creditStatusFor(req: Request): Promise<CreditStatus> {
  const session = await findCreditSession(req);
  if (!session) return NO_CREDIT_STATUS;
  const suspended = session.email
    ? (await db().userProfile.count({ where: { email: session.email, accountStatus: { not: "active" } } })) >
      0
    : false;
  return {
    hasCredits: session.creditsRemaining > 0 && !suspended,
    credits: session.creditsRemaining,
    totalCredits: session.totalCredits,
    ...(suspended ? { suspended: true } : {}),
  };
}
