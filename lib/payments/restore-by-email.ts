import "server-only";
import crypto from "node:crypto";
import { LEDGER_TX_OPTIONS, recordCreditChange } from "@/lib/credits/ledger";
import {
  findProvenSession,
  lockEmail,
  pendingSessionsWithCredits,
  rotateCreditToken,
} from "@/lib/credits/session";
import { db, type Tx } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { assertMailAvailable, sendMail } from "@/lib/mail";
import { bucketKey, enforceRateLimit } from "@/lib/rate-limit";

// Restoring a credit session by e-mail (spec: Login with Email). Knowing an address is not enough
// (design: anyone could take a buyer's credits): a one-time 6-digit code goes to the address, and
// only that code re-attaches the visitor to the address's credit session. The request step answers
// the same whether or not the address has purchases (no account enumeration).
// The code is also what makes an e-mail an identity: the restored session is marked as having proven
// the address (projects shared, admin gifts delivered), and credits waiting in pending sessions for
// the address (gifts to an unproven e-mail) are claimed into it. A restore MOVES the session to this
// browser: any other browser holding it (possibly someone who typed this e-mail at checkout) loses
// it and must prove the e-mail too.

export const CODE_TTL_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 5;
/** An e-mail's hourly code cap is this many times a client's (many clients asking for one address). */
export const EMAIL_FLOOD_FACTOR = 4;
export const CODE_SENT_MESSAGE =
  "If this email has a recent purchase, we sent a 6-digit code to it. The code expires in 10 minutes.";
export const INVALID_CODE = "Invalid or expired code. Check the code in your email or request a new one.";
export const TOO_MANY_CODES = "Too many code requests. Please wait a while and try again.";

const hashCode = (email: string, code: string) =>
  crypto
    .createHmac("sha256", `promptreel:email-code:${env().AUTH_SECRET ?? ""}`)
    .update(`${email}:${code}`)
    .digest("hex");

const hourly = () => ({ limit: env().RATE_LIMIT_EMAIL_CODE_PER_HOUR, windowMs: 60 * 60_000 });

/** Sessions of an address: its own e-mail, or a purchase made under it from a session of another. */
const sessionsOf = (email: string) => ({
  OR: [{ email }, { transactions: { some: { email, transactionType: "purchase" } } }],
});

/** Whether an address has a credit session that ever held credits (a purchase or a gift). */
async function hasRestorableSession(email: string): Promise<boolean> {
  return (await db().creditSession.count({ where: { ...sessionsOf(email), totalCredits: { gt: 0 } } })) > 0;
}

/**
 * Step one: sends a code when the address has purchases; answers identically either way. Limited per
 * client first (so one client cannot use up a buyer's hourly codes before being stopped), then per
 * e-mail. The lookup and the code are done AFTER answering: the answer takes the same time whether or
 * not the address has purchases. Returns the deferred work (tests await it; routes do not).
 */
export async function requestRestoreCode(
  email: string,
  clientKey: string,
): Promise<{ issued: Promise<void> }> {
  assertMailAvailable();
  // Per client, then per client AND e-mail: a stranger who asks for a buyer's address uses up their own
  // budget for it, not the buyer's. The e-mail's own cap (a mailbox flood from many addresses) is
  // EMAIL_FLOOD_FACTOR times larger (issue 24.5).
  await enforceRateLimit(
    [
      ["email-code:client", clientKey],
      ["email-code:client-email", `${clientKey}\n${email}`],
    ],
    hourly(),
    TOO_MANY_CODES,
  );
  await enforceRateLimit(
    ["email-code:email", email],
    { ...hourly(), limit: hourly().limit * EMAIL_FLOOD_FACTOR },
    TOO_MANY_CODES,
  );
  const issued = issueRestoreCode(email, bucketKey(["email-code:client", clientKey])).catch((e) =>
    console.error("[restore] code not issued", e),
  );
  return { issued };
}

async function issueRestoreCode(email: string, client: string): Promise<void> {
  // Let the answer go first (the caller does not await this).
  await new Promise((resolve) => setImmediate(resolve));
  if (!(await hasRestorableSession(email))) return;
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, "0");
  await db().$transaction(async (tx) => {
    // A new code replaces this client's earlier one only: a request from someone else (who may just
    // know the address) never cancels the code the buyer is about to type.
    await tx.emailCode.updateMany({
      where: { email, usedAt: null, clientKey: client },
      data: { usedAt: new Date() },
    });
    await tx.emailCode.create({
      data: {
        email,
        clientKey: client,
        codeHash: hashCode(email, code),
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      },
    });
  });
  await sendMail({
    to: email,
    subject: "Your PromptReel Pro Chat code",
    text: `Your code to restore your Pro Chat credits is ${code}.\n\nIt expires in 10 minutes. If you did not ask for it, ignore this email.\n`,
  });
}

/**
 * Checks `code` against one pending code row, counting the attempt first: 5 for the client that asked
 * for the code, 5 shared by every other client, so a stranger's guesses never void the buyer's code.
 */
async function matches(
  row: { id: string; codeHash: string; clientKey: string | null },
  email: string,
  code: string,
  client: string,
): Promise<boolean> {
  const counter = row.clientKey === client ? "attempts" : "foreignAttempts";
  // One guarded statement, so parallel guesses cannot exceed the limit.
  const counted = await db().emailCode.updateMany({
    where: { id: row.id, usedAt: null, [counter]: { lt: MAX_ATTEMPTS } },
    data: { [counter]: { increment: 1 } },
  });
  if (counted.count !== 1) return false;
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(email, code), "hex");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * Step two: checks the code (5 attempts per code for its requester, 5 for everyone else, 10 minutes,
 * one use) against the address's pending
 * codes and moves the address's credit session to the visitor with a fresh token. Every failure
 * answers the same message.
 */
export async function confirmRestoreCode(email: string, code: string, clientKey: string) {
  await enforceRateLimit(
    ["email-code-confirm:client", clientKey],
    { ...hourly(), limit: hourly().limit * MAX_ATTEMPTS },
    TOO_MANY_CODES,
  );
  const rows = await db().emailCode.findMany({
    where: { email, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    take: MAX_ATTEMPTS,
  });
  let matched: string | null = null;
  const client = bucketKey(["email-code:client", clientKey]);
  for (const row of rows) if (!matched && (await matches(row, email, code, client))) matched = row.id;
  if (!matched) throw new AppError("bad_request", INVALID_CODE);
  const used = await db().emailCode.updateMany({
    where: { id: matched, usedAt: null },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError("bad_request", INVALID_CODE);
  await db().emailCode.updateMany({ where: { email, usedAt: null }, data: { usedAt: new Date() } });

  return db().$transaction((tx) => claimProvenEmail(tx, email), LEDGER_TX_OPTIONS);
}

const CLAIM_DESCRIPTION = "Credits waiting for this e-mail, claimed by proving it";

/** Moves the e-mail's session to the prover (proven first, else the fullest), claiming pending credits. */
async function claimProvenEmail(tx: Tx, email: string) {
  await lockEmail(tx, email);
  const held = await tx.creditSession.findFirst({
    where: {
      ...sessionsOf(email),
      totalCredits: { gt: 0 },
      NOT: { sessionToken: { startsWith: "pending:" } },
    },
    orderBy: [{ creditsRemaining: "desc" }, { lastUsedAt: "desc" }],
    select: { id: true },
  });
  const pending = await pendingSessionsWithCredits(tx, email);
  const target = (await findProvenSession(tx, email)) ?? held ?? pending[0];
  if (!target) throw new AppError("bad_request", INVALID_CODE);
  for (const p of pending) {
    if (p.id === target.id) continue;
    const taken = await recordCreditChange(
      {
        sessionId: p.id,
        type: "gift",
        amount: -p.creditsRemaining,
        clampAtZero: true,
        description: CLAIM_DESCRIPTION,
      },
      tx,
    );
    if (taken.amount < 0)
      await recordCreditChange(
        { sessionId: target.id, type: "gift", amount: -taken.amount, description: CLAIM_DESCRIPTION },
        tx,
      );
  }
  // The proven address becomes the session's identity (earlier purchase e-mails stay linked through
  // their purchase rows, so a suspension of any of them still applies).
  await tx.creditSession.update({ where: { id: target.id }, data: { email, emailVerifiedAt: new Date() } });
  const token = await rotateCreditToken(target.id, tx);
  const session = await tx.creditSession.findUniqueOrThrow({ where: { id: target.id } });
  return { token, credits: session.creditsRemaining, totalCredits: session.totalCredits };
}
