import { NextResponse } from "next/server";
import { receiveFeedback } from "@/lib/feedback/submit";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { feedbackSchema } from "@/lib/validations/feedback";

/** Landing-page feedback: validated with the form's schema, burst-limited per client, stored with an anonymised IP. */
export const POST = route(async (req, { client }) => {
  assertSameOrigin(req);
  const input = await parseJsonBody(req, feedbackSchema, 16 * 1024);
  const saved = await receiveFeedback(input, client);
  return NextResponse.json({ success: true, id: saved.id, createdAt: saved.createdAt }, { status: 201 });
});
