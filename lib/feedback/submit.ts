import "server-only";
import { db } from "@/lib/db/client";
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
