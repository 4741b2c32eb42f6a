"use server";
import { formAction } from "@/lib/actions/action";
import { receiveFeedback } from "@/lib/feedback/submit";
import { feedbackSchema } from "@/lib/validations/feedback";

/** The landing feedback form (docs/product-spec.md §5): same schema, limit and store as POST /api/feedback. */
export const sendFeedback = formAction(
  feedbackSchema,
  async (input, client) => ({ id: (await receiveFeedback(input, client)).id }),
  (form) => {
    const rating = form.get("rating");
    return {
      feedbackType: form.get("feedbackType") ?? undefined,
      message: form.get("message") ?? "",
      rating: typeof rating === "string" && rating !== "" ? Number(rating) : null,
      email: form.get("email") ?? "",
    };
  },
);
