import { NextResponse } from "next/server";
import { getConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { uuidParam } from "@/lib/http/request-context";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** One conversation of the session: conversationHistory, currentPrompt and its summary fields. */
export const GET = route<{ id: string }>(async (req, ctx) => {
  const id = await uuidParam(ctx, "id", NOT_FOUND_MESSAGE);
  const session = await requireChatSession(req.headers);
  return NextResponse.json(await getConversation(session.id, id), {
    headers: { "Cache-Control": "no-store" },
  });
});
