import { NextResponse } from "next/server";
import { listConversations } from "@/lib/chat/conversations";
import { NO_STORE, route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

/** The credit session's conversations: id, title, isActive, updatedAt, refinementCount, messageCount. */
export const GET = route({ auth: "chat" }, async ({ actor }) =>
  NextResponse.json(await listConversations(actor.session.id), NO_STORE),
);
