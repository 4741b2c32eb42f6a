// Display rules of the analytics page (docs/product-spec.md §9), shared by the page and its tests.

/** Success rate as a rounded percentage; 0 when there are no prompts. */
export function successRate(total: number, successful: number): number {
  return total > 0 ? Math.round((successful / total) * 100) : 0;
}

/** Cuts text to `max` characters, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Feedback types are stored snake_case; shown with spaces ("feature_request" -> "feature request"). */
export function feedbackTypeLabel(type: string): string {
  return type.replace(/_/g, " ");
}
