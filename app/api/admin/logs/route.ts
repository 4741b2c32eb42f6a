import { NextResponse } from "next/server";
import { listAdminLogs } from "@/lib/admin/logs";
import { requireAdmin } from "@/lib/auth/require-admin";
import { parseSearchParams, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of the admin audit log as a JSON array (?limit=50&offset=0&search=term). */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  const query = parseSearchParams(req, listQuerySchema);
  return NextResponse.json(await listAdminLogs(query), { headers: { "Cache-Control": "no-store" } });
});
