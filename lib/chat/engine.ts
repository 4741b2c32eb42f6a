// Pro Chat's reply engines behind one call: the AI SDK model when OPENAI_API_KEY is set, else the local
// guided assistant. In AI mode ONE model call answers with the reply and the updated document together
// (structured output; the reply field streams first), guarded for faithfulness to the user's message
// and checked by the content policy. When the model fails in any way, the local guided assistant
// answers instead and the reply says so; only a failure of the local assistant itself throws (the
// caller then refunds the credit). Both stream the reply through `onDelta`.
import { Output, streamText, type LanguageModel, type ModelMessage } from "ai";
import type { z } from "zod";
import { guardDocument } from "@/lib/ai/faithfulness";
import { chatTurnSchema, toPromptDocument } from "@/lib/ai/model-schema";
import { moderate } from "@/lib/ai/moderation";
import { aiFailureReason, aiTimeoutMs, languageModel } from "@/lib/ai/provider";
import { violatesPolicy } from "@/lib/content-policy";
import { applyOperations, describeOperations } from "@/lib/scene/edit";
import { DEFAULT_DURATION, type PromptDocument, type SceneDuration } from "@/lib/scene/schema";
import { guideState, guideTurn, replyChunks, targetStep, type GuideTurn } from "./guide";
import { chatRefineSchema, toOperations } from "./model-operations";
import { chatRefinePrompt, chatSystemPrompt } from "./prompt";
import { GUIDE_STEPS, type ChatEntry } from "./types";

export type EngineInput = { message: string; document: PromptDocument | null; history: readonly ChatEntry[] };
export type EngineOptions = { model?: LanguageModel | null; timeoutMs?: number; chunkDelayMs?: number };
export type EngineTurn = GuideTurn & {
  engine: "ai" | "local";
  /** AI mode answered by the local assistant: why the model's answer was not used. */
  fallbackReason?: string;
  /** AI mode: what the faithfulness guard repaired in the model's document. */
  repairs?: string[];
};

/** The line that opens a reply the local assistant wrote because the AI model failed. */
export const AI_FALLBACK_NOTICE =
  "_The AI assistant is unavailable right now, so PromptReel's built-in guided assistant answered this message._";

export class ReplyPolicyError extends Error {
  constructor() {
    super("The reply failed the content policy");
    this.name = "ReplyPolicyError";
  }
}

const violates = violatesPolicy;
const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Streams a finished reply in small chunks. */
async function streamChunks(reply: string, onDelta: (text: string) => void, chunkDelayMs: number) {
  const chunks = replyChunks(reply);
  for (let i = 0; i < chunks.length; i++) {
    if (i > 0 && chunkDelayMs > 0) await pause(chunkDelayMs);
    onDelta(chunks[i]);
  }
}

/** Streams a turn the local guide already computed (free commands and local mode). */
export async function streamTurn(
  turn: GuideTurn,
  onDelta: (text: string) => void,
  chunkDelayMs = 4,
): Promise<GuideTurn> {
  await streamChunks(turn.reply, onDelta, chunkDelayMs);
  return turn;
}

/** Everything the user (or a seeded project) wrote so far: dialogue may quote any of it. */
function knownText(input: EngineInput): string {
  const said = input.history.filter((h) => h.role === "user").map((h) => h.content);
  const lines = input.document?.scenes.flatMap((s) => s.audio.dialogue.map((d) => d.line)) ?? [];
  return [...said, ...lines].join("\n");
}

/** One streamed structured call; the `reply` field's text is forwarded as it grows. */
async function streamStructured<T extends { reply: string }>(
  model: LanguageModel,
  schema: z.ZodType<T>,
  instructions: string,
  input: EngineInput,
  onDelta: (text: string) => void,
  timeoutMs: number,
): Promise<{ output: T; sent: string }> {
  const messages: ModelMessage[] = [
    ...input.history.map((h) => ({ role: h.role, content: h.content })),
    { role: "user", content: input.message },
  ];
  let failure: unknown;
  // Leaving early (a policy refusal mid-stream) cancels the HTTP call rather than paying for the rest.
  const abort = new AbortController();
  const stream = streamText({
    model,
    instructions,
    messages,
    output: Output.object({ schema }),
    abortSignal: abort.signal,
    timeout: timeoutMs,
    maxRetries: 0,
    // The partial stream ends quietly on an error and `output` only says none came: keep the cause.
    onError: ({ error }) => {
      failure ??= error;
    },
  });
  let sent = "";
  let output: T;
  try {
    for await (const partial of stream.partialOutputStream) {
      const reply =
        typeof (partial as Partial<T> | undefined)?.reply === "string" ? (partial as T).reply : "";
      if (reply.length <= sent.length || !reply.startsWith(sent)) continue;
      if (violates(reply)) throw new ReplyPolicyError();
      onDelta(reply.slice(sent.length));
      sent = reply;
    }
    output = (await stream.output.then(undefined, (e: unknown) => Promise.reject(failure ?? e))) as T;
  } finally {
    abort.abort();
  }
  if (!output.reply.trim()) throw new Error("The model returned an empty reply");
  if (violates(output.reply)) throw new ReplyPolicyError();
  if (output.reply.length > sent.length && output.reply.startsWith(sent)) {
    onDelta(output.reply.slice(sent.length));
    sent = output.reply;
  }
  return { output, sent };
}

/** The content policy and AI moderation on a finished reply and document (throws ReplyPolicyError). */
async function screenTurn(reply: string, document: PromptDocument): Promise<void> {
  if (violates(JSON.stringify(document))) throw new ReplyPolicyError();
  if ((await moderate(`${reply}\n${JSON.stringify(document)}`)).status === "flagged")
    throw new ReplyPolicyError();
}

/**
 * AI mode. The first message drafts the whole document; afterwards the model answers with edit
 * operations (lib/chat/model-operations.ts), applied by the same edit model as the local guide, and
 * the reply ends with what changed where (and which stated value each change replaced).
 */
async function modelReply(
  model: LanguageModel,
  input: EngineInput,
  onDelta: (text: string) => void,
  timeoutMs: number,
): Promise<Omit<EngineTurn, "engine">> {
  const state = guideState(input.history);
  const step = input.document ? targetStep(input.message, state) : "subject";
  const covered = [...state.covered, step];
  const asked = GUIDE_STEPS.find((s) => !covered.includes(s)) ?? null;

  if (input.document) {
    const before = input.document;
    const { output, sent } = await streamStructured(
      model,
      chatRefineSchema,
      chatRefinePrompt(before),
      input,
      onDelta,
      timeoutMs,
    );
    const operations = toOperations(output.operations);
    const result = applyOperations(before, operations);
    if (!result.ok) throw new Error(`The model's edit was refused: ${result.error}`);
    const { document, repairs } = guardDocument(result.document, input.message, {
      knownText: knownText(input),
    });
    const changes = describeOperations(before, operations);
    const tail = changes.length > 0 ? `\n\n**Changes:** ${changes.join("; ")}.` : "";
    const reply = `${sent}${tail}`.trim();
    if (violates(reply)) throw new ReplyPolicyError();
    if (tail) onDelta(tail);
    await screenTurn(reply, document);
    const refined = JSON.stringify(document) !== JSON.stringify(before);
    return { reply, document, applied: refined ? step : null, asked, refined, repairs, operations };
  }

  const { output } = await streamStructured(
    model,
    chatTurnSchema,
    chatSystemPrompt(input.document, step),
    input,
    onDelta,
    timeoutMs,
  );
  const reply = output.reply.trim();
  const duration: SceneDuration = DEFAULT_DURATION;
  const { document, repairs } = guardDocument(toPromptDocument(output.document, duration), input.message, {
    knownText: knownText(input),
  });
  await screenTurn(reply, document);
  return { reply, document, applied: step, asked, refined: true, repairs };
}

/** Produces one reply with the configured engine (or the given model; null forces the local assistant). */
export async function runChatEngine(
  input: EngineInput,
  onDelta: (text: string) => void,
  opts: EngineOptions = {},
): Promise<EngineTurn> {
  const model = opts.model === undefined ? languageModel() : opts.model;
  const chunkDelayMs = opts.chunkDelayMs ?? 4;
  if (model) {
    const timeoutMs = opts.timeoutMs ?? aiTimeoutMs();
    let streamed = false;
    const forward = (text: string) => {
      streamed = true;
      onDelta(text);
    };
    try {
      return { ...(await modelReply(model, input, forward, timeoutMs)), engine: "ai" };
    } catch (e) {
      const fallbackReason = aiFailureReason("AI reply", e, timeoutMs);
      console.warn(`[pro-chat] the local guided assistant answers instead (${fallbackReason})`);
      const turn = guideTurn(input);
      const reply = `${AI_FALLBACK_NOTICE}\n\n${turn.reply}`;
      // The client replaces what streamed so far with the final message; until then, a new paragraph.
      await streamChunks(streamed ? `\n\n${reply}` : reply, onDelta, chunkDelayMs);
      return { ...turn, reply, engine: "local", fallbackReason };
    }
  }
  const turn = guideTurn(input);
  await streamChunks(turn.reply, onDelta, chunkDelayMs);
  return { ...turn, engine: "local" };
}
