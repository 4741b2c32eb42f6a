// docs/product-spec.md §5: feedbackType one of four (default suggestion); message 5 to 1000 characters; rating
// 1 to 5, optional; email valid format, optional, or an empty string. Shared by the form and POST /api/feedback.
import { z } from "zod";
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGE_MIN, FEEDBACK_TYPES } from "@/lib/feedback/options";

export const feedbackMessages = {
  type: "Please choose a feedback type.",
  messageRequired: "Please enter your feedback message.",
  messageShort: `Message must be at least ${FEEDBACK_MESSAGE_MIN} characters.`,
  messageLong: `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters.`,
  rating: "Rating must be a whole number from 1 to 5.",
  email: "Please enter a valid email address.",
} as const;

export const feedbackSchema = z.object({
  feedbackType: z.enum(FEEDBACK_TYPES, { error: feedbackMessages.type }).default("suggestion"),
  message: z
    .string({ error: feedbackMessages.messageRequired })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, feedbackMessages.messageShort)
    .max(FEEDBACK_MESSAGE_MAX, feedbackMessages.messageLong),
  // null is how a form says "no rating"; it means the same as leaving the field out.
  rating: z
    .number({ error: feedbackMessages.rating })
    .int(feedbackMessages.rating)
    .min(1, feedbackMessages.rating)
    .max(5, feedbackMessages.rating)
    .nullish()
    .transform((v) => v ?? undefined),
  email: z
    .string({ error: feedbackMessages.email })
    .trim()
    .max(254, feedbackMessages.email)
    .pipe(z.union([z.literal(""), z.email({ error: feedbackMessages.email })]))
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});

/** What the form sends (before defaults and transforms). */
export type FeedbackInput = z.input<typeof feedbackSchema>;
/** What the server stores. */
export type Feedback = z.output<typeof feedbackSchema>;
