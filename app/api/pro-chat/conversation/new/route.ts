import { NextResponse } from "next/server";
import { createConversation } from "@/lib/chat/conversations";
import { seedFor } from "@/lib/chat/seed";
import { route } from "@/lib/http/route";
import { newConversationSchema } from "@/lib/validations/project";

/**
 * Starts a conversation (the only active one); a project concept seeds its document, and so does a
 * generator result handed over ("Refine in Pro Chat"). Answers {conversation}. Free: no credit.
 */
export const POST = route(
  { sameOrigin: true, auth: "chat", body: newConversationSchema },
  async ({ actor, body }) => {
    const conversation = await createConversation(actor.session, seedFor(body), actor);
    return NextResponse.json({ conversation }, { status: 201 });
  },
);
