import type { AnalyticsSummary } from "@/lib/analytics/queries";
import type { Jsonified } from "@/lib/http/json-types";

// GET /api/analytics as the browser receives it (docs/product-spec.md §3, analytics response).
export type AnalyticsJson = Jsonified<AnalyticsSummary>;
