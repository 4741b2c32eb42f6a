// Every environment variable the product reads, validated once. Importable from plain Node
// (scripts/start.mjs validates with it before starting) and from the Next server.
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(" or ")})` },
  );
const intFrom = (def: number, min = 0) =>
  optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min), {
      message: `must be a whole number of at least ${min}`,
    })
    .transform((v) => (v === undefined ? def : Number(v)));

/** A literal IPv4 or IPv6 address (no port, no mask). */
export function isIpAddress(value: string): boolean {
  const v4 = value.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (v4) return v4.slice(1).every((o) => Number(o) <= 255);
  const groups = value.split(":");
  if (groups.length < 3 || groups.length > 8 || value.split("::").length > 2) return false;
  const last = groups[groups.length - 1];
  const tail = last.includes(".") ? groups.slice(0, -1) : groups;
  if (last.includes(".") && !isIpAddress(last)) return false;
  return tail.every((g) => /^[0-9a-f]{0,4}$/i.test(g));
}

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: intFrom(3000, 1),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DB_POOL_MAX: intFrom(10, 1),
  /** Worker threads for the local scene compiler (lib/scene/compile-pool.ts); unset: automatic. */
  COMPILE_WORKERS: optionalString
    .refine((v) => v === undefined || /^\d+$/.test(v), { message: "must be a whole number of at least 0" })
    .transform((v) => (v === undefined ? undefined : Number(v))),
  DATA_DIR: optionalString.transform((v) => v ?? ".data"),
  /** Set by scripts/start.mjs when it serves the embedded PGlite database: demo mode. */
  PROMPTREEL_EMBEDDED_DB: z.enum(["0", "1"]).optional(),
  SITE_URL: optionalUrl(["http:", "https:"]),
  SITE_CONTACT_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SITE_DONATION_URL: optionalUrl(["http:", "https:"]),
  SITE_MARKETPLACE_URL: optionalUrl(["http:", "https:"]),
  OPENAI_API_KEY: optionalString,
  OPENAI_MODEL: optionalString,
  OPENAI_BASE_URL: optionalUrl(["http:", "https:"]),
  AI_TIMEOUT_MS: intFrom(20000, 1),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Tests only: points the Stripe SDK at a local fake API (http://127.0.0.1:PORT). */
  STRIPE_API_BASE: optionalUrl(["http:", "https:"]),
  BLOB_READ_WRITE_TOKEN: optionalString,
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: optionalString,
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 12, {
    message: "must be at least 12 characters",
  }),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * How many reverse proxies in front of the app append to X-Forwarded-For (0: none, use the TCP
   * peer address; Vercel: 1; one nginx with proxy_add_x_forwarded_for: 1; a CDN then nginx: 2).
   */
  TRUSTED_PROXY_HOPS: intFrom(0, 0),
  /**
   * With TRUSTED_PROXY_HOPS > 0: the proxies' own addresses (comma-separated IPs). X-Forwarded-For is
   * believed only on connections from one of them; any other peer is taken as the client itself.
   * Default: loopback (a proxy on the same host). Ignored without scripts/serve.mjs (no peer known).
   */
  TRUSTED_PROXY_ADDRESSES: optionalString
    .refine((v) => v === undefined || v.split(",").every((a) => isIpAddress(a.trim())), {
      message: "must be a comma-separated list of IP addresses",
    })
    .transform((v) =>
      (v ?? "127.0.0.1,::1").split(",").flatMap((a) => {
        const ip = a.trim().toLowerCase();
        // A v4 proxy may be seen as its v4-mapped v6 form on a dual-stack socket.
        return /^\d+\.\d+\.\d+\.\d+$/.test(ip) ? [ip, `::ffff:${ip}`] : [ip];
      }),
    ),
  /** scripts/serve.mjs: a request's headers and body must arrive within this many ms (else 408). */
  REQUEST_BODY_TIMEOUT_MS: intFrom(30000, 1000),
  /** scripts/serve.mjs: the largest body a page path or server action may declare (else 413). */
  PAGE_BODY_LIMIT_BYTES: intFrom(1024 * 1024, 1024),
  /** Set by scripts/start.mjs: the secret name of the header carrying the TCP peer address. */
  PROMPTREEL_PEER_HEADER: optionalString,
  RATE_LIMITS: z
    .enum(["on", "off"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  RATE_LIMIT_GENERATE_PER_MIN: intFrom(30, 1),
  RATE_LIMIT_FEEDBACK_PER_MIN: intFrom(5, 1),
  RATE_LIMIT_LOGIN_PER_15MIN: intFrom(10, 1),
  RATE_LIMIT_EMAIL_CODE_PER_HOUR: intFrom(5, 1),
  RATE_LIMIT_CHAT_PER_MIN: intFrom(30, 1),
  RATE_LIMIT_CHECKOUT_PER_MIN: intFrom(20, 1),
  RATE_LIMIT_SHARE_PER_MIN: intFrom(10, 1),
  RATE_LIMIT_EXPORT_PER_MIN: intFrom(60, 1),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment; throws EnvError with a one-line message naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue.path.join(".");
    throw new EnvError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated process environment (parsed on first use). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Demo mode: the embedded database, simulated payments, logged e-mail codes. */
export function isDemoMode(): boolean {
  return env().PROMPTREEL_EMBEDDED_DB === "1";
}

/** Public site settings with their defaults. */
export function siteConfig() {
  const e = env();
  return {
    url: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    contactEmail: e.SITE_CONTACT_EMAIL ?? "hello@promptreel.app",
    donationUrl: e.SITE_DONATION_URL ?? "https://buymeacoffee.com/promptreel",
    marketplaceUrl:
      e.SITE_MARKETPLACE_URL ?? "https://www.fiverr.com/categories/video-animation/ai-video-art",
  };
}
