import { NextResponse } from "next/server";
import { getConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { AppError } from "@/lib/errors";
import { route } from "@/lib/http/route";
import { conversationIdSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

/** One conversation of the session: conversationHistory, currentPrompt and its summary fields. */
export const GET = route<{ id: string }>(async (req, ctx) => {
  const { id } = await ctx.params;
  if (!conversationIdSchema.safeParse(id).success) throw new AppError("not_found", NOT_FOUND_MESSAGE);
  const session = await requireChatSession(req);
  return NextResponse.json(await getConversation(session.id, id), {
    headers: { "Cache-Control": "no-store" },
  });
});
