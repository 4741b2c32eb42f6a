// The provider choice: OpenAI through the AI SDK when OPENAI_API_KEY is set, else null (callers use
// their local engine). Generator and Pro Chat share it.
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

/** How long an AI call may take before the local engine answers instead. */
export function aiTimeoutMs(): number {
  return env().AI_TIMEOUT_MS;
}
