import { NextResponse } from "next/server";
import { adminStats } from "@/lib/admin/stats";
import { NO_STORE, route } from "@/lib/http/route";

/** The dashboard's stat cards (spec: admin user stats). */
export const GET = route({ auth: "admin" }, async () => NextResponse.json(await adminStats(), NO_STORE));
