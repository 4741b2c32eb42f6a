import { NextResponse } from "next/server";
import { activateConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { uuidParam } from "@/lib/http/request-context";
import { assertSameOrigin, route } from "@/lib/http/route";

/** Makes the conversation the session's one active conversation. */
export const POST = route<{ id: string }>(async (req, ctx) => {
  assertSameOrigin(req);
  const id = await uuidParam(ctx, "id", NOT_FOUND_MESSAGE);
  const session = await requireChatSession(req.headers);
  await activateConversation(session, id, ctx.client);
  return NextResponse.json({ success: true, id });
});
