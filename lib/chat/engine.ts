// Pro Chat's reply engines behind one call: the AI SDK model (streamed text, then the updated document
// as structured output) when OPENAI_API_KEY is set, else the local guided assistant. Both stream the
// reply in small chunks through `onDelta`; both apply the content policy to what they produce. A
// failure throws (the caller refunds the credit): a half-applied reply is never stored.
import { generateText, Output, streamText, type LanguageModel, type ModelMessage } from "ai";
import { aiTimeoutMs, languageModel } from "@/lib/ai/provider";
import { BANNED_KEYWORDS, BANNED_THEMES, findBanned } from "@/lib/content-policy";
import { compileScene } from "@/lib/scene/compile";
import { promptDocumentSchema, type PromptDocument } from "@/lib/scene/schema";
import { guideState, guideTurn, replyChunks, targetStep, type GuideTurn } from "./guide";
import { chatSystemPrompt, DOCUMENT_SYSTEM_PROMPT, documentUpdateMessage } from "./prompt";
import { GUIDE_STEPS, type ChatEntry } from "./types";

export type EngineInput = { message: string; document: PromptDocument | null; history: readonly ChatEntry[] };
export type EngineOptions = { model?: LanguageModel | null; timeoutMs?: number; chunkDelayMs?: number };

export class ReplyPolicyError extends Error {
  constructor() {
    super("The reply failed the content policy");
    this.name = "ReplyPolicyError";
  }
}

const violates = (text: string) =>
  findBanned(text, BANNED_KEYWORDS).length > 0 || findBanned(text, BANNED_THEMES).length > 0;
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The local guided assistant, streamed in small chunks. */
async function localReply(
  input: EngineInput,
  onDelta: (text: string) => void,
  chunkDelayMs: number,
): Promise<GuideTurn> {
  const turn = guideTurn(input);
  const chunks = replyChunks(turn.reply);
  for (let i = 0; i < chunks.length; i++) {
    if (i > 0 && chunkDelayMs > 0) await pause(chunkDelayMs);
    onDelta(chunks[i]);
  }
  return turn;
}

/** AI mode: streams the model's reply, then asks for the updated document as structured output. */
async function modelReply(
  model: LanguageModel,
  input: EngineInput,
  onDelta: (text: string) => void,
  timeoutMs: number,
): Promise<GuideTurn> {
  const state = guideState(input.history);
  const step = input.document ? targetStep(input.message, state) : "subject";
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`AI reply timed out after ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    const messages: ModelMessage[] = [
      ...input.history.map((h) => ({ role: h.role, content: h.content })),
      { role: "user", content: input.message },
    ];
    const stream = streamText({
      model,
      system: chatSystemPrompt(input.document, step),
      messages,
      abortSignal: controller.signal,
      maxRetries: 0,
      onError: () => {},
    });
    let reply = "";
    for await (const part of stream.fullStream) {
      if (part.type === "error")
        throw part.error instanceof Error ? part.error : new Error("AI stream failed");
      if (part.type === "abort") throw new Error("AI reply aborted");
      if (part.type !== "text-delta") continue;
      reply += part.text;
      if (violates(reply)) throw new ReplyPolicyError();
      onDelta(part.text);
    }
    if (!reply.trim()) throw new Error("The model returned an empty reply");

    const base = input.document ?? compileScene({ description: input.message });
    const result = await generateText({
      model,
      system: DOCUMENT_SYSTEM_PROMPT,
      prompt: documentUpdateMessage(base, input.message, reply),
      output: Output.object({ schema: promptDocumentSchema }),
      abortSignal: controller.signal,
      maxRetries: 0,
    });
    const parsed = promptDocumentSchema.parse(result.output);
    const document = { ...parsed, scenes: parsed.scenes.map((s, i) => ({ ...s, id: i + 1 })) };
    if (violates(JSON.stringify(document))) throw new ReplyPolicyError();
    const covered = [...state.covered, step];
    const asked = GUIDE_STEPS.find((s) => !covered.includes(s)) ?? null;
    return { reply, document, applied: step, asked, refined: true };
  } finally {
    clearTimeout(timer);
  }
}

/** Produces one reply with the configured engine (or the given model; null forces the local assistant). */
export async function runChatEngine(
  input: EngineInput,
  onDelta: (text: string) => void,
  opts: EngineOptions = {},
): Promise<GuideTurn & { engine: "ai" | "local" }> {
  const model = opts.model === undefined ? languageModel() : opts.model;
  if (!model) return { ...(await localReply(input, onDelta, opts.chunkDelayMs ?? 4)), engine: "local" };
  return { ...(await modelReply(model, input, onDelta, opts.timeoutMs ?? aiTimeoutMs())), engine: "ai" };
}
