import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env, isDemoMode } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger, maskEmail } from "@/lib/log";

// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; in demo mode the message is printed
// to the server log instead. A deployment with real data and no SMTP refuses (503), never logs codes.

export type MailMessage = { to: string; subject: string; text: string };
export type MailMode = "smtp" | "log" | "unavailable";

export const MAIL_NOT_CONFIGURED =
  "E-mail is not configured on this server (set SMTP_URL). Please contact support.";

const DEFAULT_FROM = "PromptReel <no-reply@promptreel.app>";

/** Which way mail goes out with the current configuration. */
export function mailMode(): MailMode {
  if (env().SMTP_URL) return "smtp";
  return isDemoMode() ? "log" : "unavailable";
}

/** Throws the 503 configuration error when no mail transport is available. */
export function assertMailAvailable(): void {
  if (mailMode() === "unavailable") throw new AppError("unavailable", MAIL_NOT_CONFIGURED);
}

const globalForMail = globalThis as unknown as { mailTransport?: { url: string; transport: Transporter } };

function transport(url: string): Transporter {
  if (globalForMail.mailTransport?.url !== url) {
    globalForMail.mailTransport = { url, transport: nodemailer.createTransport(url) };
  }
  return globalForMail.mailTransport.transport;
}

const EMAIL_IN_TEXT = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/** Text with every e-mail address masked (the demo log prints message bodies, 24.5). */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_IN_TEXT, (address) => maskEmail(address));
}

/** Sends one plain-text message. */
export async function sendMail(message: MailMessage): Promise<void> {
  const mode = mailMode();
  if (mode === "unavailable") throw new AppError("unavailable", MAIL_NOT_CONFIGURED);
  if (mode === "log") {
    // Demo mode: the message (a restore code, a receipt) goes to the server log instead of a mailbox.
    logger().info(
      {
        mail: {
          to: maskEmail(message.to),
          subject: maskEmailsIn(message.subject),
          text: maskEmailsIn(message.text),
        },
      },
      "mail (demo mode, not sent)",
    );
    return;
  }
  await transport(env().SMTP_URL!).sendMail({
    from: env().MAIL_FROM ?? DEFAULT_FROM,
    to: message.to,
    subject: message.subject,
    text: message.text,
  });
}
