import { NextResponse } from "next/server";
import { getConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { NO_STORE, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** One conversation of the session: conversationHistory, currentPrompt and its summary fields. */
export const GET = route({ auth: "chat", params: { id: NOT_FOUND_MESSAGE } }, async ({ actor, params }) =>
  NextResponse.json(await getConversation(actor.session.id, params.id), NO_STORE),
);
