import "server-only";
import { errorAnswer, NO_STORE } from "@/lib/http/route";
import type { ChatActor } from "@/lib/http/identity";
import type { ChatMessageInput } from "@/lib/validations/chat";
import { completeSend, prepareSend } from "./send";
import { CHAT_STREAM_CONTENT_TYPE, type ChatReply, type ChatStreamEvent } from "./types";

// The streamed answer of POST /api/pro-chat: one JSON event per line. The work runs to the end even if
// the browser goes away, so a paid reply is always either stored or refunded.

export const STREAM_HEADERS = {
  "Content-Type": `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8`,
  // no-transform keeps the server's compression from buffering the small chunks.
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

/** Does the client ask for the streamed answer (Accept: application/x-ndjson)? */
export function wantsStream(accept: string | null): boolean {
  return (accept ?? "").includes(CHAT_STREAM_CONTENT_TYPE);
}

/** Streams `run`'s deltas as NDJSON events: start, delta..., then done or error. */
export function chatStreamResponse(
  start: Extract<ChatStreamEvent, { type: "start" }>,
  run: (onDelta: (text: string) => void) => Promise<ChatReply>,
): Response {
  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: ChatStreamEvent) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false;
        }
      };
      send(start);
      void run((text) => send({ type: "delta", text }))
        .then(
          (reply) => send({ type: "done", ...reply }),
          (e: unknown) => {
            // The same answer the route would give (errorAnswer), as the stream's last event.
            const { status, message, extra } = errorAnswer(e);
            const credits = typeof extra.credits === "number" ? extra.credits : undefined;
            send({ type: "error", status, message, ...(credits === undefined ? {} : { credits }) });
          },
        )
        .finally(() => {
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // already closed by a cancelled reader
          }
        });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(stream, { headers: STREAM_HEADERS });
}

/**
 * POST /api/pro-chat: checks and pays for the message (prepareSend), then answers the reply streamed
 * as NDJSON events when the client asked for it (wantsStream), else as one JSON object.
 */
export async function sendChatMessage(
  actor: ChatActor,
  input: ChatMessageInput,
  stream: boolean,
): Promise<Response> {
  const prepared = await prepareSend(actor.session, input, actor);
  if (!stream) return Response.json(await completeSend(prepared, () => {}), NO_STORE);
  return chatStreamResponse(
    {
      type: "start",
      conversationId: prepared.conversation.id,
      credits: prepared.spend.balance,
      totalCredits: prepared.spend.totalCredits,
    },
    (onDelta) => completeSend(prepared, onDelta),
  );
}
