import { NextResponse } from "next/server";
import { requireChatSession } from "@/lib/chat/session";
import { completeSend, prepareSend } from "@/lib/chat/send";
import { chatStreamResponse, wantsStream } from "@/lib/chat/stream";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { chatMessageSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

/** Sends a Pro Chat message (1 credit): streamed as NDJSON when asked, else JSON {message, ...}. */
export const POST = route(async (req, ctx) => {
  assertSameOrigin(req);
  const session = await requireChatSession(req.headers, true);
  const input = await parseJsonBody(req, chatMessageSchema);
  const prepared = await prepareSend(session, input, ctx.client);
  if (wantsStream(req.headers.get("accept"))) {
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
  return NextResponse.json(await completeSend(prepared, () => {}), {
    headers: { "Cache-Control": "no-store" },
  });
});
