import { NextResponse } from "next/server";
import { listShares } from "@/lib/admin/shares";
import { requireAdmin } from "@/lib/auth/require-admin";
import { parseSearchParams, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of share links, newest first, as a JSON array (?limit=50&offset=0&search=title or id). */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  const query = parseSearchParams(req, listQuerySchema);
  return NextResponse.json(await listShares(query), { headers: { "Cache-Control": "no-store" } });
});
