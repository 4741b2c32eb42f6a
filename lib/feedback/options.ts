// Feedback form options and limits without zod, so the landing page can render the form without
// shipping the validator up front (the form loads lib/validations/feedback on first use).
export const FEEDBACK_TYPES = ["suggestion", "bug", "feature_request", "other"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  suggestion: "Suggestion",
  bug: "Bug Report",
  feature_request: "Feature Request",
  other: "Other",
};

export const FEEDBACK_MESSAGE_MIN = 5;
export const FEEDBACK_MESSAGE_MAX = 1000;
