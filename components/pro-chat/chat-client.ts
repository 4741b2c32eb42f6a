// The browser side of POST /api/pro-chat: asks for the NDJSON stream, hands each text delta to the
// screen as it arrives, and fails like apiRequest ("status: body") so 402 can be recognised.
import { ApiError, apiError } from "@/lib/http/api-request";
import { CHAT_STREAM_CONTENT_TYPE, type ChatReply, type ChatStreamEvent } from "@/lib/chat/types";

/** Sends one message and streams the reply; resolves with the stored result. */
export async function streamChatMessage(
  message: string,
  onDelta: (text: string) => void,
  opts: { conversationId?: string; signal?: AbortSignal } = {},
): Promise<ChatReply> {
  const res = await fetch("/api/pro-chat", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: CHAT_STREAM_CONTENT_TYPE },
    body: JSON.stringify({
      message,
      ...(opts.conversationId ? { conversationId: opts.conversationId } : {}),
    }),
    credentials: "include",
    signal: opts.signal,
  });
  if (!res.ok || !res.body) {
    const text = (await res.text().catch(() => "")) || res.statusText;
    throw apiError(res.status, text);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    let newline = buffer.indexOf("\n");
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line) continue;
      const event = JSON.parse(line) as ChatStreamEvent;
      if (event.type === "delta") onDelta(event.text);
      else if (event.type === "done") return event;
      else if (event.type === "error")
        throw apiError(event.status, JSON.stringify({ message: event.message, credits: event.credits }));
    }
    if (done) break;
  }
  throw new ApiError(502, "502: The reply stream ended early.");
}
