import { NextResponse } from "next/server";
import { NOT_FOUND_MESSAGE, renameConversation } from "@/lib/chat/conversations";
import { route } from "@/lib/http/route";
import { conversationTitleSchema } from "@/lib/validations/chat";

const SPEC = {
  sameOrigin: true,
  auth: "chat",
  params: { id: NOT_FOUND_MESSAGE },
  body: conversationTitleSchema,
} as const;

/** Renames a conversation (trimmed, 1 to 100 characters). */
export const PUT = route(SPEC, async ({ actor, params, body }) =>
  NextResponse.json({
    success: true,
    conversation: await renameConversation(actor.session, params.id, body.title, actor),
  }),
);
