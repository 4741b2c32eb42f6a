import { NextResponse } from "next/server";
import { adminStats } from "@/lib/admin/stats";
import { requireAdmin } from "@/lib/auth/require-admin";
import { route } from "@/lib/http/route";

/** The dashboard's stat cards (spec: admin user stats). */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  return NextResponse.json(await adminStats(), { headers: { "Cache-Control": "no-store" } });
});
