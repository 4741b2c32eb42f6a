import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/require-admin";
import { route } from "@/lib/http/route";
import { analyticsSummary } from "@/lib/analytics/queries";

/** The analytics page's data (docs/product-spec.md §3, analytics response); admins only. */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  return NextResponse.json(await analyticsSummary(), { headers: { "Cache-Control": "no-store" } });
});
