import { NextResponse } from "next/server";
import { analyticsSummary } from "@/lib/analytics/queries";
import { NO_STORE, route } from "@/lib/http/route";

/** The analytics page's data (docs/product-spec.md §3, analytics response); admins only. */
export const GET = route({ auth: "admin" }, async () =>
  NextResponse.json(await analyticsSummary(), NO_STORE),
);
