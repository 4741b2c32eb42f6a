import { z } from "zod";

// Pro Chat inputs (docs/product-spec.md §5 and §7): a blank message is not sent; titles are trimmed.

export const CHAT_MESSAGE_MAX = 2000;
export const EMPTY_MESSAGE = "Please enter a message.";
export const TITLE_REQUIRED = "Title cannot be empty.";
export const TITLE_TOO_LONG = "Title must be 100 characters or fewer.";

/** POST /api/pro-chat: the message, and optionally the conversation (default: the active one). */
export const chatMessageSchema = z.object({
  message: z
    .string({ error: EMPTY_MESSAGE })
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(CHAT_MESSAGE_MAX, "Message is too long."),
  conversationId: z.uuid({ error: "Conversation not found." }).optional(),
});

/** PUT /api/pro-chat/conversation/{id}/title: trimmed, 1 to 100 characters. */
export const conversationTitleSchema = z.object({
  title: z.string({ error: TITLE_REQUIRED }).trim().min(1, TITLE_REQUIRED).max(100, TITLE_TOO_LONG),
});

export type ChatMessageInput = z.infer<typeof chatMessageSchema>;
