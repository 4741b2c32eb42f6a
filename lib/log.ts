import "server-only";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";
import { env } from "@/lib/env";

// One structured logger for the server: a JSON line per event in production (what a log pipeline
// ingests), readable colour output in development. Never log secrets, raw e-mail addresses or IPs:
// the redaction list is the last line of defence, callers pass only what is safe.

const REDACT = [
  "password",
  "*.password",
  "email",
  "*.email",
  "ip",
  "*.ip",
  "ipAddress",
  "*.ipAddress",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "token",
  "*.token",
  "secret",
  "*.secret",
];

function createLogger(): Logger {
  const level = env().LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  const options = { level, base: undefined, redact: { paths: REDACT, censor: "[redacted]" } };
  // Pretty printing as a synchronous stream (no worker thread: Next's server bundle cannot load one).
  if (process.env.NODE_ENV === "development")
    return pino(options, pretty({ colorize: true, translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" }));
  return pino(options);
}

const globalForLog = globalThis as unknown as { promptreelLogger?: Logger };

/** The server's logger (one per process). */
export function logger(): Logger {
  globalForLog.promptreelLogger ??= createLogger();
  return globalForLog.promptreelLogger;
}

/** "j***@example.com": enough for an operator to recognise an address, not to harvest it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
