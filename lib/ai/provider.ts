// The provider choice: OpenAI through the AI SDK when OPENAI_API_KEY is set, else null (callers use
// their local engine), and the shared reading of AI failures. Generator and Pro Chat share it.
import { AsyncLocalStorage } from "node:async_hooks";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { env } from "@/lib/env";

export const DEFAULT_OPENAI_MODEL = "gpt-4o-mini";

/**
 * The configured language model, or null in local mode. Chat Completions rather than the Responses
 * API, so that any OpenAI-compatible server set in OPENAI_BASE_URL works.
 */
export function languageModel(): LanguageModel | null {
  const e = env();
  if (!e.OPENAI_API_KEY) return null;
  const openai = createOpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL });
  return openai.chat(e.OPENAI_MODEL ?? DEFAULT_OPENAI_MODEL);
}

/** Budgets injected for the AI calls of one async flow (withAiTimeouts); unset ones use the configuration. */
export type AiTimeouts = { model?: number; moderation?: number };
const injected = new AsyncLocalStorage<AiTimeouts>();

/** The budgets withAiTimeouts() injected for the current flow ({} outside one). */
export function injectedAiTimeouts(): AiTimeouts {
  return injected.getStore() ?? {};
}

/** How long a model call may take before the local engine answers instead (AI_TIMEOUT_MS, or the injected one). */
export function aiTimeoutMs(): number {
  return injectedAiTimeouts().model ?? env().AI_TIMEOUT_MS;
}

/**
 * Runs `fn` with other budgets for the AI calls it makes (model calls, moderation). Tests of a timeout
 * path inject a short budget for the one call that never answers, so every other call keeps a
 * generous one and a loaded machine never turns a good answer into a timeout.
 */
export function withAiTimeouts<T>(timeouts: AiTimeouts, fn: () => Promise<T>): Promise<T> {
  return injected.run(timeouts, fn);
}

/** Whether the error (or one it wraps) is the AI SDK's timeout abort (AbortSignal.timeout). */
export function isAiTimeout(e: unknown): boolean {
  for (let cur = e, depth = 0; depth < 5 && typeof cur === "object" && cur !== null; depth++) {
    if ((cur as { name?: unknown }).name === "TimeoutError") return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** One line naming why an AI call failed, for logs and stored analytics. */
export function aiFailureReason(label: string, e: unknown, timeoutMs: number): string {
  if (isAiTimeout(e)) return `${label} timed out after ${timeoutMs} ms`;
  const detail = e instanceof Error ? `${e.name}: ${e.message}` : "error";
  return `${label} failed: ${detail}`.slice(0, 300);
}
