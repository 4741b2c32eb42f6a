import { route } from "@/lib/http/route";
import { sendChatMessage, wantsStream } from "@/lib/chat/stream";
import { chatMessageSchema } from "@/lib/validations/chat";

export const dynamic = "force-dynamic";

/** Sends a Pro Chat message (1 credit): streamed as NDJSON when asked, else JSON {message, ...}. */
export const POST = route(
  { sameOrigin: true, auth: "chatSend", body: chatMessageSchema },
  async ({ req, actor, body }) => sendChatMessage(actor, body, wantsStream(req.headers.get("accept"))),
);
