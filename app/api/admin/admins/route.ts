import { NextResponse } from "next/server";
import { listAdmins } from "@/lib/admin/admins";
import { requireAdmin } from "@/lib/auth/require-admin";
import { route } from "@/lib/http/route";

/** Every admin account (e-mail, name, active, last login) as a JSON array. */
export const GET = route(async (req) => {
  await requireAdmin(req.headers);
  return NextResponse.json(await listAdmins(), { headers: { "Cache-Control": "no-store" } });
});
