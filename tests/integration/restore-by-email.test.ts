import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as verifyByEmail } from "@/app/api/verify-by-email/route";
import { POST as confirmCode } from "@/app/api/verify-by-email/confirm/route";
import { recordCreditChange } from "@/lib/credits/ledger";
import { CREDIT_COOKIE, createCreditSession, findOrCreatePendingSession } from "@/lib/credits/session";
import { db } from "@/lib/db/client";
import { CODE_SENT_MESSAGE, INVALID_CODE } from "@/lib/payments/restore-by-email";
import { startSmtpPeer } from "../support/smtp-peer";
import { statusOf, uniqueEmail } from "../support/payments";
import { callRoute, cookiesFrom } from "../support/route-call";

// Restore by e-mail: a one-time code delivered over real SMTP (an smtp-server peer), 10-minute
// expiry, 5 attempts, rate limits, and the same answer for addresses without purchases.

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter = (ipCounter + 1) % 250) + 1}`;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  Object.assign(process.env, {
    SMTP_URL: smtp.url,
    MAIL_FROM: "PromptReel <codes@promptreel.test>",
    PROMPTREEL_EMBEDDED_DB: "0",
    RATE_LIMITS: "on",
    RATE_LIMIT_EMAIL_CODE_PER_HOUR: "5",
  });
});
afterAll(async () => {
  await smtp.close();
});

/** A buyer with a 20-credit purchase on a session; returns the e-mail and the session's cookie. */
async function buyer() {
  const email = uniqueEmail("restore");
  const { session, token } = await createCreditSession({ email });
  await recordCreditChange({
    sessionId: session.id,
    type: "purchase",
    amount: 20,
    packType: "basic",
    stripePaymentIntentId: `pi_restore_${session.id}`,
  });
  return { email, session, cookies: { [CREDIT_COOKIE]: token } };
}

const requestCode = (email: string, ip = freshIp()) =>
  callRoute(verifyByEmail, { body: { email }, headers: { "x-forwarded-for": ip } });
const submitCode = (email: string, code: string, ip = freshIp()) =>
  callRoute(confirmCode, { body: { email, code }, headers: { "x-forwarded-for": ip } });

async function deliveredCode(email: string): Promise<string> {
  const mail = await smtp.mailTo(email);
  const code = mail.raw.match(/code to restore your Pro Chat credits is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code in ${mail.raw}`);
  return code;
}

describe("restore by e-mail code", () => {
  it("delivers a code by SMTP; the right code re-attaches the visitor to the e-mail's session", async () => {
    const { email, cookies: oldCookies } = await buyer();
    const res = await requestCode(email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, codeSent: true, message: CODE_SENT_MESSAGE });
    const code = await deliveredCode(email);
    const mail = await smtp.mailTo(email);
    expect(mail.raw).toMatch(/From: PromptReel <codes@promptreel.test>/);
    const stored = await db().emailCode.findFirstOrThrow({ where: { email } });
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    const restored = await submitCode(email, code);
    expect(restored.status).toBe(200);
    expect(restored.json).toEqual({ success: true, credits: 20, totalCredits: 20 });
    expect(restored.setCookie.join(";")).toMatch(/pr_credit_session=[\w-]{43};.*HttpOnly/i);
    expect(await statusOf(cookiesFrom(restored.setCookie))).toEqual({
      hasCredits: true,
      credits: 20,
      totalCredits: 20,
    });
    // The code is single-use, and the session's previous token no longer works.
    expect((await submitCode(email, code)).status).toBe(400);
    // The first browser is told its session moved (one browser per balance), not shown a bare paywall.
    expect(await statusOf(oldCookies)).toEqual({
      hasCredits: false,
      credits: 0,
      totalCredits: 0,
      sessionEnded: true,
    });
  });

  it("proving the e-mail makes it an identity and claims gifts waiting for it (finding 2)", async () => {
    const { email, session } = await buyer();
    // A gift sent before the buyer proved the address waits in a pending session.
    const pending = await db().$transaction((tx) => findOrCreatePendingSession(tx, email));
    await recordCreditChange({ sessionId: pending.id, type: "gift", amount: 7, description: "welcome" });
    expect(
      (await db().creditSession.findUniqueOrThrow({ where: { id: session.id } })).emailVerifiedAt,
    ).toBeNull();

    await requestCode(email);
    const restored = await submitCode(email, await deliveredCode(email));
    expect(restored.json).toMatchObject({ success: true, credits: 27 });
    const after = await db().creditSession.findUniqueOrThrow({ where: { id: session.id } });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(after.creditsRemaining).toBe(27);
    expect((await db().creditSession.findUniqueOrThrow({ where: { id: pending.id } })).creditsRemaining).toBe(
      0,
    );
  });

  it("refuses a wrong code without restoring anything", async () => {
    const { email } = await buyer();
    await requestCode(email);
    const code = await deliveredCode(email);
    const wrong = code === "000000" ? "000001" : "000000";
    const res = await submitCode(email, wrong);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: INVALID_CODE });
    expect(res.setCookie).toHaveLength(0);
    expect((await submitCode(email, code)).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const { email } = await buyer();
    await requestCode(email);
    const code = await deliveredCode(email);
    await db().emailCode.updateMany({ where: { email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await submitCode(email, code);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: INVALID_CODE });
  });

  it("stops accepting even the right code after 5 wrong attempts by its requester", async () => {
    const { email } = await buyer();
    const ip = freshIp();
    await requestCode(email, ip);
    const code = await deliveredCode(email);
    const wrong = code === "999999" ? "999998" : "999999";
    const attempts = await Promise.all(Array.from({ length: 7 }, () => submitCode(email, wrong, ip)));
    expect(attempts.every((a) => a.status === 400)).toBe(true);
    expect((await db().emailCode.findFirstOrThrow({ where: { email } })).attempts).toBe(5);
    expect((await submitCode(email, code, ip)).status).toBe(400);
  });

  it("other clients share 5 guesses per code: a stranger's guesses never void the buyer's code (24.5)", async () => {
    const { email } = await buyer();
    const ip = freshIp();
    await requestCode(email, ip);
    const code = await deliveredCode(email);
    const wrong = code === "999999" ? "999998" : "999999";
    // A stranger guesses from many addresses, concurrently.
    const guesses = await Promise.all(Array.from({ length: 9 }, () => submitCode(email, wrong)));
    expect(guesses.every((a) => a.status === 400)).toBe(true);
    const row = await db().emailCode.findFirstOrThrow({ where: { email } });
    expect(row).toMatchObject({ attempts: 0, foreignAttempts: 5 });
    // Even the right code is refused from another client now (the guesses' budget is spent)...
    expect((await submitCode(email, code)).status).toBe(400);
    // ...but the buyer, where they asked for it, still gets in.
    expect((await submitCode(email, code, ip)).status).toBe(200);
  });

  it("a stranger asking for a buyer's codes does not use up the buyer's hourly quota (24.5)", async () => {
    const { email } = await buyer();
    const stranger = "192.0.2.201";
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await requestCode(email, stranger)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Codes are mailed just after the answers: let the stranger's five arrive first.
    await vi.waitFor(() => expect(smtp.inbox.filter((m) => m.to.includes(email))).toHaveLength(5), {
      timeout: 10_000,
    });
    smtp.inbox.splice(0, smtp.inbox.length);
    // The buyer asks from their own address: still answered, and a code arrives.
    expect((await requestCode(email, "192.0.2.202")).status).toBe(200);
    expect((await submitCode(email, await deliveredCode(email), "192.0.2.202")).status).toBe(200);
  });

  it("answers an unknown e-mail exactly like a buyer's, and sends it nothing", async () => {
    const unknown = uniqueEmail("nobody");
    const { email } = await buyer();
    const a = await requestCode(unknown);
    const b = await requestCode(email);
    expect(a.status).toBe(b.status);
    expect(a.text).toBe(b.text);
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
    await deliveredCode(email);
    expect(smtp.inbox.some((m) => m.to.includes(unknown))).toBe(false);
    expect(await db().emailCode.count({ where: { email: unknown } })).toBe(0);
    const guess = await submitCode(unknown, "123456");
    expect(guess.status).toBe(400);
    expect(guess.json).toEqual({ message: INVALID_CODE });
  });

  it("a new code from the same client replaces its previous one", async () => {
    const { email } = await buyer();
    const ip = freshIp();
    await requestCode(email, ip);
    const first = await deliveredCode(email);
    smtp.inbox.splice(0, smtp.inbox.length);
    await requestCode(email, ip);
    const second = await deliveredCode(email);
    if (first !== second) expect((await submitCode(email, first)).status).toBe(400);
    expect((await submitCode(email, second)).status).toBe(200);
  });

  it("a request from another client does not cancel the buyer's pending code (finding 9)", async () => {
    const { email } = await buyer();
    await requestCode(email, "198.51.100.201");
    const mine = await deliveredCode(email);
    smtp.inbox.splice(0, smtp.inbox.length);
    await requestCode(email, "203.0.113.202"); // someone who knows the address
    await deliveredCode(email);
    expect((await submitCode(email, mine)).status).toBe(200);
  });

  it("answers before looking the address up: the answer time cannot tell buyers apart (finding 9)", async () => {
    const { email } = await buyer();
    // Hold a lock that the code's insert would wait on: an answer that did the work first would hang.
    const locker = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE email_codes IN EXCLUSIVE MODE");
      // Whichever comes first: the answer, or a query of the request waiting on that lock (an answer
      // that did the work first waits there). Event order, not a deadline: a slow machine changes nothing.
      let polling = true;
      const waitedOnLock = async () => {
        while (polling) {
          const { rows } = await locker.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE relation = 'email_codes'::regclass AND NOT granted",
          );
          if (rows[0].n > 0) return "waited on the lock before answering";
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return "stopped";
      };
      const answered = await Promise.race([requestCode(email).then((r) => r.status), waitedOnLock()]);
      polling = false;
      expect(answered).toBe(200);
      expect(await db().emailCode.count({ where: { email } })).toBe(0);
    } finally {
      await locker.query("ROLLBACK");
      await locker.end();
    }
    // Once the lock is gone, the code is issued and mailed.
    await deliveredCode(email);
    expect(await db().emailCode.count({ where: { email } })).toBe(1);
  });

  it("limits per client first: an abusive client is stopped before using up the e-mail's codes", async () => {
    const { email } = await buyer();
    const ip = "192.0.2.199";
    for (let i = 0; i < 5; i++) await requestCode(uniqueEmail("filler"), ip);
    expect((await requestCode(email, ip)).status).toBe(429);
    // The buyer's own budget is untouched.
    expect((await requestCode(email)).status).toBe(200);
    await deliveredCode(email);
  });

  it("rate-limits code requests per e-mail and per client", async () => {
    const email = uniqueEmail("limited");
    // Many clients asking for one address: EMAIL_FLOOD_FACTOR (4) times a client's budget.
    const perEmail = [];
    for (let i = 0; i < 21; i++) perEmail.push((await requestCode(email)).status);
    expect(perEmail).toEqual([...Array(20).fill(200), 429]);
    const ip = "192.0.2.77";
    const perClient = [];
    for (let i = 0; i < 6; i++) perClient.push((await requestCode(uniqueEmail("client"), ip)).status);
    expect(perClient).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("validates the input with the spec's message", async () => {
    expect((await requestCode("")).json).toEqual({ message: "Please enter your email address" });
    expect((await callRoute(verifyByEmail, { body: {} })).json).toEqual({
      message: "Please enter your email address",
    });
    expect((await requestCode("nope")).status).toBe(400);
    expect((await submitCode("a@b.co", "12ab56")).json).toEqual({
      message: "Please enter the 6-digit code from your email.",
    });
  });
});
