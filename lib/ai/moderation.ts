import "server-only";
import { z } from "zod";
import { CONTENT_NOT_ALLOWED, THEME_SUGGESTIONS } from "@/lib/content-policy";
import { aiTimeoutMs, injectedAiTimeouts } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { logger } from "@/lib/log";

// The second layer of the content policy in AI mode: OpenAI's moderation endpoint (POST
// {OPENAI_BASE_URL}/moderations, omni-moderation) on the user's text before generating and on the
// model's output. The AI SDK has no moderation API, so this is a plain fetch with a timeout. The word
// policy (lib/content-policy) always runs first and alone in local mode; a moderation outage (timeout,
// 5xx, network, an unreadable answer) is logged and the request continues: it never blocks the free
// generator.

export const MODERATION_MODEL = "omni-moderation-latest";
export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";
/** A moderation call is small; it never waits longer than this (nor longer than AI_TIMEOUT_MS). */
export const MODERATION_TIMEOUT_MS = 5000;

export type ModerationVerdict =
  /** Local mode: no OPENAI_API_KEY, no call made. */
  | { status: "skipped" }
  | { status: "allowed" }
  | { status: "flagged"; categories: string[] }
  /** The call failed: the caller continues on the word policy alone. */
  | { status: "unavailable"; reason: string };

export type ModerationConfig = { apiKey: string; baseURL: string; timeoutMs: number };

const responseSchema = z.object({
  results: z
    .array(
      z.object({
        flagged: z.boolean(),
        categories: z.record(z.string(), z.boolean().nullable()),
        category_scores: z.record(z.string(), z.number()),
      }),
    )
    .min(1),
});

/** The configuration from the environment, or null in local mode. */
export function moderationConfig(): ModerationConfig | null {
  const e = env();
  if (!e.OPENAI_API_KEY) return null;
  return {
    apiKey: e.OPENAI_API_KEY,
    baseURL: (e.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, ""),
    timeoutMs: injectedAiTimeouts().moderation ?? Math.min(MODERATION_TIMEOUT_MS, aiTimeoutMs()),
  };
}

async function callModeration(text: string, config: ModerationConfig): Promise<ModerationVerdict> {
  let res: Response;
  try {
    res = await fetch(`${config.baseURL}/moderations`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ model: MODERATION_MODEL, input: text }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (e) {
    const timedOut = e instanceof Error && e.name === "TimeoutError";
    return {
      status: "unavailable",
      reason: timedOut
        ? `moderation timed out after ${config.timeoutMs} ms`
        : `moderation unreachable: ${e instanceof Error ? e.message : "network error"}`,
    };
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return {
      status: "unavailable",
      reason: `moderation answered ${res.status}${typeof message === "string" ? `: ${message}` : ""}`.slice(
        0,
        300,
      ),
    };
  }
  const parsed = responseSchema.safeParse(body);
  if (!parsed.success) return { status: "unavailable", reason: "moderation answered an unreadable body" };
  const [result] = parsed.data.results;
  if (!result.flagged) return { status: "allowed" };
  const categories = Object.entries(result.categories)
    .filter(([, on]) => on === true)
    .map(([name]) => name);
  return { status: "flagged", categories };
}

/** Moderates `text` (AI mode only); never throws. Outages are logged and reported as "unavailable". */
export async function moderate(
  text: string,
  config: ModerationConfig | null = moderationConfig(),
): Promise<ModerationVerdict> {
  if (!config) return { status: "skipped" };
  const verdict = await callModeration(text, config);
  if (verdict.status === "unavailable")
    logger().warn({ reason: verdict.reason }, "moderation unavailable: the word policy alone applies");
  return verdict;
}

/** A user's text refused by the moderation layer: 400 with the policy's message, the categories for analytics. */
export class ModerationRefusal extends AppError {
  readonly categories: string[];
  constructor(categories: string[]) {
    super("bad_request", `${CONTENT_NOT_ALLOWED}: Content contains inappropriate themes`, {
      details: { suggestions: [...THEME_SUGGESTIONS] },
    });
    this.categories = categories;
  }
}

/** One line for stored analytics: what the moderation layer said. */
export function verdictSummary(v: ModerationVerdict): string {
  if (v.status === "flagged") return `flagged: ${v.categories.join(", ")}`;
  if (v.status === "unavailable") return `unavailable: ${v.reason}`;
  return v.status;
}

/** Moderates the user's input before generating; throws ModerationRefusal when it is flagged. */
export async function screenInput(text: string): Promise<ModerationVerdict> {
  const verdict = await moderate(text);
  if (verdict.status === "flagged") throw new ModerationRefusal(verdict.categories);
  return verdict;
}
