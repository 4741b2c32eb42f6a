import { NextResponse } from "next/server";
import { listUsers } from "@/lib/admin/users";
import { requireAdmin } from "@/lib/auth/require-admin";
import { parseSearchParams, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of users as a JSON array (?limit=50&offset=0&search=term). */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  const query = parseSearchParams(req, listQuerySchema);
  return NextResponse.json(await listUsers(query), { headers: { "Cache-Control": "no-store" } });
});
