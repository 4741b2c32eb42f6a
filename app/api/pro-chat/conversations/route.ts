import { NextResponse } from "next/server";
import { listConversations } from "@/lib/chat/conversations";
import { requireChatSession } from "@/lib/chat/session";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The credit session's conversations: id, title, isActive, updatedAt, refinementCount, messageCount. */
export const GET = route(async (req) => {
  const session = await requireChatSession(req.headers);
  return NextResponse.json(await listConversations(session.id), { headers: { "Cache-Control": "no-store" } });
});
