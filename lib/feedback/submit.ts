import "server-only";
import { db } from "@/lib/db/client";
import { enforceFeedbackRateLimit } from "@/lib/feedback/rate-limit";
import type { ClientContext } from "@/lib/http/request-context";
import type { Feedback } from "@/lib/validations/feedback";

/** Stores one validated feedback entry; the IP must already be anonymised. */
export async function submitFeedback(input: Feedback, meta: { ipAddress: string | null }) {
  return db().feedback.create({
    data: {
      feedbackType: input.feedbackType,
      message: input.message,
      rating: input.rating ?? null,
      email: input.email ?? null,
      ipAddress: meta.ipAddress,
    },
    select: { id: true, createdAt: true },
  });
}

/** One feedback post from a client, by the API or the form's action: burst-limited, then stored. */
export async function receiveFeedback(input: Feedback, client: ClientContext) {
  await enforceFeedbackRateLimit(client.ip);
  return submitFeedback(input, { ipAddress: client.ipAddress });
}
