import { NextResponse } from "next/server";
import { receiveFeedback } from "@/lib/feedback/submit";
import { route } from "@/lib/http/route";
import { feedbackSchema } from "@/lib/validations/feedback";

/** Landing-page feedback: validated with the form's schema, burst-limited per client, stored with an anonymised IP. */
export const POST = route(
  { sameOrigin: true, body: feedbackSchema, bodyLimit: 16 * 1024 },
  async ({ client, body }) => {
    const saved = await receiveFeedback(body, client);
    return NextResponse.json({ success: true, id: saved.id, createdAt: saved.createdAt }, { status: 201 });
  },
);
