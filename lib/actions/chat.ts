"use server";
import { z } from "zod";
import { chatAction } from "@/lib/actions/action";
import { NOT_FOUND_MESSAGE, renameConversation } from "@/lib/chat/conversations";
import { conversationTitleSchema } from "@/lib/validations/chat";

// Pro Chat's server actions. Streaming a reply stays a route handler (app/api/pro-chat).

/** Renames a conversation of the visitor's credit session (trimmed, 1 to 100 characters). */
export const renameConversationAction = chatAction(
  conversationTitleSchema.extend({ id: z.uuid({ error: NOT_FOUND_MESSAGE }) }),
  ({ id, title }, actor) => renameConversation(actor.session, id, title, actor),
);
