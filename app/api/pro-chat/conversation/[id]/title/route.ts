import { NextResponse } from "next/server";
import { NOT_FOUND_MESSAGE, renameConversation } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { uuidParam } from "@/lib/http/request-context";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { conversationTitleSchema } from "@/lib/validations/chat";

/** Renames a conversation (trimmed, 1 to 100 characters). */
export const PUT = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const id = await uuidParam(ctx, "id", NOT_FOUND_MESSAGE);
  const session = await requireChatSession(req.headers);
  const { title } = await parseJsonBody(req, conversationTitleSchema);
  return NextResponse.json({
    success: true,
    conversation: await renameConversation(session, id, title, ctx.client),
  });
});
