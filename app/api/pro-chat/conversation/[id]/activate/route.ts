import { NextResponse } from "next/server";
import { activateConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { AppError } from "@/lib/errors";
import { assertSameOrigin, route } from "@/lib/http/route";
import { conversationIdSchema } from "@/lib/validations/chat";

/** Makes the conversation the session's one active conversation. */
export const POST = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const { id } = await ctx.params;
  if (!conversationIdSchema.safeParse(id).success) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  const session = await requireChatSession(req);
  await activateConversation(session, id, ctx.client);
  return NextResponse.json({ success: true, id });
});
