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
  /** The compile pool's workers' nice value (lib/scene/compile-pool.ts WORKER_NICE). */
  COMPILE_WORKER_NICE: intFrom(19, 0).refine((v) => v <= 19, { message: "must be at most 19" }),
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
  RATE_LIMIT_MCP_PER_MIN: intFrom(60, 1),
  RATE_LIMIT_EXPORT_PER_MIN: intFrom(60, 1),
  RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN: intFrom(10, 1),
  /** Reference images one visitor may keep at once (issue 27). */
  REFERENCE_IMAGES_PER_VISITOR: intFrom(40, 1),
  /** The sweep deletes reference images their owner has not viewed for this many days (and no share names). */
  REFERENCE_IMAGE_TTL_DAYS: intFrom(90, 1),
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

/** How docs/configuration.md groups the variables, in this order. */
export const ENV_GROUPS = [
  "Server",
  "Database",
  "Public site",
  "AI mode",
  "Payments",
  "Uploads and e-mail",
  "Admin sign-in",
  "Rate limits",
  "Set by the start script",
  "Tests only",
] as const;

export interface EnvDoc {
  group: (typeof ENV_GROUPS)[number];
  /** What the variable does, one or two sentences of Markdown. */
  description: string;
  /** What applies when it is unset, in words; without it the schema's own default is shown. */
  unset?: string;
}

/**
 * Every variable of envSchema with what it does: scripts/gen-config-docs.ts writes docs/configuration.md
 * from this and from the schema itself (defaults, accepted values), and a unit test keeps them in step.
 */
export const ENV_DOCS = {
  NODE_ENV: {
    group: "Server",
    description: "`npm start` runs the server with `production`, `npm run dev` with `development`.",
    unset: "set by the scripts and test runners",
  },
  PORT: { group: "Server", description: "HTTP port of the server." },
  COMPILE_WORKERS: {
    group: "Server",
    description:
      "Worker threads compiling scenes for `POST /api/generate-scene` and judging long texts (2,000 characters or more, e.g. a share) with the content policy (`lib/scene/compile-pool.ts`); `0` does both in the request thread (long texts in slices between turns of the event loop).",
    unset: "one fewer than the CPU cores in production (at least 1); `0` otherwise",
  },
  COMPILE_WORKER_NICE: {
    group: "Server",
    description:
      "CPU priority (nice value, 0-19) of the compile pool's worker threads on Linux: above 0 they yield to the request thread when the cores are busy, so a flood of long texts does not slow health checks and short requests (`lib/scene/compile-pool.ts`). `0` runs them at the server's priority.",
  },
  DATA_DIR: {
    group: "Server",
    description: "Directory of the embedded database, local uploads and generated secrets.",
  },
  REQUEST_BODY_TIMEOUT_MS: {
    group: "Server",
    description: "A request's headers and body must arrive within this time, else 408 (`scripts/serve.mjs`).",
  },
  TRUSTED_PROXY_HOPS: {
    group: "Server",
    description:
      "Reverse proxies in front that append to `X-Forwarded-For`: `0` uses the TCP peer address; Vercel `1`; one nginx with `$proxy_add_x_forwarded_for` `1`; a CDN then nginx `2`. See docs/security-overview.md.",
  },
  TRUSTED_PROXY_ADDRESSES: {
    group: "Server",
    description:
      "With `TRUSTED_PROXY_HOPS` > 0, the proxies' own IP addresses (comma-separated); X-Forwarded-For is believed only on connections from them. Behind a proxy on the same host, also set `HOSTNAME_BIND=127.0.0.1`. See docs/security.md.",
    unset: "loopback (`127.0.0.1`, `::1`)",
  },
  PAGE_BODY_LIMIT_BYTES: {
    group: "Server",
    description:
      "Largest request body accepted on page paths and server actions, refused from the headers before it is read (413; a body of undeclared length gets 411).",
  },
  LOG_LEVEL: {
    group: "Server",
    description: "Server log level (pino).",
    unset: "`info`",
  },
  DATABASE_URL: {
    group: "Database",
    description:
      "Postgres connection string. Setting it leaves demo mode: no simulated payments and no logged e-mail codes (those endpoints answer 503 until configured).",
    unset: "demo mode, an embedded PGlite under `DATA_DIR`",
  },
  DB_POOL_MAX: {
    group: "Database",
    description: "Database connections per instance (always 1 on the embedded database).",
  },
  SITE_URL: {
    group: "Public site",
    description:
      "Public URL: canonical links, sitemap, secure cookies when https, and the origin the CSRF check compares with. Set it in production.",
    unset: "`http://localhost:$PORT`, and the CSRF check compares with the request's own host",
  },
  SITE_CONTACT_EMAIL: {
    group: "Public site",
    description: "Contact address in the footer.",
    unset: "`hello@promptreel.app`",
  },
  SITE_DONATION_URL: {
    group: "Public site",
    description: "Support / donation link.",
    unset: "`https://buymeacoffee.com/promptreel`",
  },
  SITE_MARKETPLACE_URL: {
    group: "Public site",
    description: "Freelance marketplace link for hiring video creators.",
    unset: "Fiverr's AI video category",
  },
  OPENAI_API_KEY: {
    group: "AI mode",
    description: "Turns on AI mode for the generator and Pro Chat, and the moderation layer.",
    unset: "the local scene compiler and guided assistant",
  },
  OPENAI_MODEL: { group: "AI mode", description: "Chat model name.", unset: "`gpt-4o-mini`" },
  OPENAI_BASE_URL: {
    group: "AI mode",
    description: "Base URL of an OpenAI-compatible API (Chat Completions).",
    unset: "OpenAI",
  },
  AI_TIMEOUT_MS: {
    group: "AI mode",
    description: "Time a model call may take before the local engine answers instead.",
  },
  STRIPE_SECRET_KEY: {
    group: "Payments",
    description: "Real card payments (with `STRIPE_PUBLISHABLE_KEY`).",
    unset: "simulated payments in demo mode; 503 with `DATABASE_URL` set",
  },
  STRIPE_PUBLISHABLE_KEY: {
    group: "Payments",
    description: "Stripe.js key sent to the purchase dialog.",
    unset: "simulated payments in demo mode",
  },
  STRIPE_WEBHOOK_SECRET: {
    group: "Payments",
    description: "Signing secret that verifies `POST /api/stripe/webhook`.",
    unset: "the webhook answers 503",
  },
  BLOB_READ_WRITE_TOKEN: {
    group: "Uploads and e-mail",
    description: "Stores uploads in Vercel Blob, and visitors' reference images as private blobs.",
    unset: "files under `DATA_DIR/objects` (reference images: `DATA_DIR/private`)",
  },
  SMTP_URL: {
    group: "Uploads and e-mail",
    description: "Mail server for restore codes and receipts, e.g. `smtps://user:pass@host:465`.",
    unset: "mails printed to the server log in demo mode, 503 otherwise",
  },
  MAIL_FROM: {
    group: "Uploads and e-mail",
    description: "Sender address of those mails.",
    unset: "`PromptReel <no-reply@promptreel.app>`",
  },
  AUTH_SECRET: {
    group: "Admin sign-in",
    description:
      "Signs admin sessions, upload URLs and rate-limit keys. The same value on every instance (`openssl rand -base64 32`).",
    unset: "generated once into `DATA_DIR/auth-secret`",
  },
  ADMIN_EMAIL: {
    group: "Admin sign-in",
    description:
      "With `ADMIN_PASSWORD`: creates this admin at start when it does not exist (an existing admin's password is never overwritten; reset with `npm run admin:create`).",
    unset: "demo mode creates `admin@promptreel.local` with a one-time password when there is no admin",
  },
  ADMIN_PASSWORD: {
    group: "Admin sign-in",
    description: "Password of `ADMIN_EMAIL`.",
    unset: "no admin is created from the environment",
  },
  RATE_LIMITS: {
    group: "Rate limits",
    description: "`off` turns every burst limit off (load tests and benchmarks only).",
    unset: "`on`",
  },
  RATE_LIMIT_GENERATE_PER_MIN: {
    group: "Rate limits",
    description: "Scene generations per client per minute.",
  },
  RATE_LIMIT_FEEDBACK_PER_MIN: { group: "Rate limits", description: "Feedback posts per client per minute." },
  RATE_LIMIT_LOGIN_PER_15MIN: {
    group: "Rate limits",
    description: "Failed admin logins per client per 15 minutes (per e-mail: an exponential back-off).",
  },
  RATE_LIMIT_EMAIL_CODE_PER_HOUR: {
    group: "Rate limits",
    description: "Restore codes per e-mail and per client per hour.",
  },
  RATE_LIMIT_CHAT_PER_MIN: {
    group: "Rate limits",
    description: "Pro Chat messages per credit session per minute.",
  },
  RATE_LIMIT_CHECKOUT_PER_MIN: {
    group: "Rate limits",
    description: "Payment intents created per client per minute.",
  },
  RATE_LIMIT_SHARE_PER_MIN: {
    group: "Rate limits",
    description: "Share links created per client per minute.",
  },
  RATE_LIMIT_EXPORT_PER_MIN: {
    group: "Rate limits",
    description: "Exports (`POST /api/export`) per client per minute.",
  },
  RATE_LIMIT_REFERENCE_UPLOADS_PER_MIN: {
    group: "Rate limits",
    description: "Reference image uploads (`POST /api/references`) per visitor and per client per minute.",
  },
  REFERENCE_IMAGES_PER_VISITOR: {
    group: "Rate limits",
    description: "Reference images one visitor may keep at once (a quota: deleting one frees a place).",
  },
  REFERENCE_IMAGE_TTL_DAYS: {
    group: "Rate limits",
    description:
      "`npm run sweep` deletes reference images their owner has not viewed for this many days, unless a live share names them.",
  },
  RATE_LIMIT_MCP_PER_MIN: {
    group: "Rate limits",
    description:
      "MCP requests to `/api/mcp` per client per minute (each tool also counts against its REST limit).",
  },
  PROMPTREEL_EMBEDDED_DB: {
    group: "Set by the start script",
    description: "`1` in demo mode (the embedded database). Not for manual use.",
    unset: "set by `npm start`",
  },
  PROMPTREEL_PEER_HEADER: {
    group: "Set by the start script",
    description: "The per-start secret name of the header carrying the TCP peer address. Not for manual use.",
    unset: "set by `npm start`",
  },
  STRIPE_API_BASE: {
    group: "Tests only",
    description: "Points the Stripe SDK at a local fake API.",
    unset: "Stripe's API",
  },
} satisfies Record<keyof typeof envSchema.shape, EnvDoc>;

/** Variables read by the scripts and tools, outside envSchema. */
export const SCRIPT_ENV_DOCS: { name: string; description: string; unset: string }[] = [
  {
    name: "WINK_DIR",
    description:
      "Scratch directory holding wink-nlp for `scripts/measure-wink.ts` (a measurement, not a project dependency: docs/decisions.md).",
    unset: "`/tmp/wink`",
  },
  {
    name: "PGLITE_PASSWORD",
    description:
      "Password of the embedded database's loopback port in demo mode (`npm start`, `npm run admin:create`).",
    unset: "generated once into `DATA_DIR/pglite-password`",
  },
  {
    name: "PROMPTREEL_URL",
    description:
      "The PromptReel instance the stdio MCP server (`bin/promptreel-mcp.mjs`) stores shares on (`create_share_link`).",
    unset: "`http://localhost:3000`",
  },
  {
    name: "PGLITE_PORT",
    description: "Loopback port of the embedded database (`npm start`, `npm run admin:create`).",
    unset: "`54329`, or the next free port",
  },
  { name: "HOSTNAME_BIND", description: "Address the server binds.", unset: "all addresses" },
  {
    name: "SKIP_BUILD",
    description: "`1`: `npm start` never builds, even when the build is stale.",
    unset: "build when stale",
  },
  {
    name: "SWEEP_CHAT_GRACE_HOURS",
    description: "`npm run sweep`: age of a chat spend with no stored reply before it is refunded.",
    unset: "`0.25`",
  },
  {
    name: "SWEEP_UPLOAD_GRACE_HOURS",
    description: "`npm run sweep`: age of an unreferenced upload before it is deleted.",
    unset: "`24`",
  },
  { name: "NEXT_TELEMETRY_DISABLED", description: "Set to `1` by the scripts.", unset: "set by the scripts" },
  {
    name: "PRISMA_SCHEMA_PATH, PRISMA_MIGRATIONS_PATH",
    description: "`npm run db:migrate:*`: the schema file and the migrations folder.",
    unset: "`prisma/schema.prisma`, `prisma/migrations`",
  },
  {
    name: "TIMING, SCHEMA_ENGINE_DEBUG",
    description: "`npm run db:migrate:*`: print step timings / the wasm schema engine's messages.",
    unset: "quiet",
  },
  {
    name: "TEST_DATABASE_URL, TEST_DB",
    description:
      "Where integration tests create their database: a Postgres server URL, or `TEST_DB=pglite` for an in-memory PGlite.",
    unset: "`127.0.0.1:5432` when a server answers, else PGlite",
  },
  {
    name: "E2E_PORT, E2E_PGLITE_PORT",
    description: "Ports of the server the Playwright tests start.",
    unset: "`3210`, `54399`",
  },
  {
    name: "VERCEL_BLOB_API_URL",
    description:
      "The Vercel Blob API base @vercel/blob calls (the tests point it at a fake); private reference images are then read from that origin too.",
    unset: "Vercel's Blob API",
  },
  {
    name: "CHROMIUM_PATH",
    description: "Chromium used by the browser tests.",
    unset: "`/usr/bin/chromium`",
  },
  {
    name: "BENCH_*, LOAD_*, LH_*",
    description: "Ports and sizes of each benchmark (see the header comment of its file in `bench/`).",
    unset: "per benchmark",
  },
];
