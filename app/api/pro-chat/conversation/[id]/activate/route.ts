import { NextResponse } from "next/server";
import { activateConversation, NOT_FOUND_MESSAGE } from "@/lib/chat/conversations";
import { route } from "@/lib/http/route";

/** Makes the conversation the session's one active conversation. */
export const POST = route(
  { sameOrigin: true, auth: "chat", params: { id: NOT_FOUND_MESSAGE } },
  async ({ actor, params }) => {
    await activateConversation(actor.session, params.id, actor);
    return NextResponse.json({ success: true, id: params.id });
  },
);
