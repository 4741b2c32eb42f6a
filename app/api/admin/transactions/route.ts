import { NextResponse } from "next/server";
import { listTransactions } from "@/lib/admin/transactions";
import { requireAdmin } from "@/lib/auth/require-admin";
import { parseSearchParams, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of credit transactions as a JSON array (?limit=50&offset=0&search=email). */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  const query = parseSearchParams(req, listQuerySchema);
  return NextResponse.json(await listTransactions(query), { headers: { "Cache-Control": "no-store" } });
});
