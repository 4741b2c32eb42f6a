import { NextResponse } from "next/server";
import { listAdminLogs } from "@/lib/admin/logs";
import { NO_STORE, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of the admin audit log as a JSON array (?limit=50&offset=0&search=term). */
export const GET = route({ auth: "admin", query: listQuerySchema }, async ({ query }) =>
  NextResponse.json(await listAdminLogs(query), NO_STORE),
);
