import { NextResponse } from "next/server";
import { enforceFeedbackRateLimit } from "@/lib/feedback/rate-limit";
import { submitFeedback } from "@/lib/feedback/submit";
import { assertSameOrigin, clientInfo, clientIp, parseJsonBody, route } from "@/lib/http/route";
import { feedbackSchema } from "@/lib/validations/feedback";

/** Landing-page feedback: validated with the form's schema, burst-limited per client, stored with an anonymised IP. */
export const POST = route(async (req) => {
  assertSameOrigin(req);
  const input = await parseJsonBody(req, feedbackSchema, 16 * 1024);
  await enforceFeedbackRateLimit(clientIp(req));
  const saved = await submitFeedback(input, { ipAddress: clientInfo(req).ipAddress });
  return NextResponse.json({ success: true, id: saved.id, createdAt: saved.createdAt }, { status: 201 });
});
