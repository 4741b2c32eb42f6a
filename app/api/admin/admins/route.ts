import { NextResponse } from "next/server";
import { listAdmins } from "@/lib/admin/admins";
import { NO_STORE, route } from "@/lib/http/route";

/** Every admin account (e-mail, name, active, last login) as a JSON array. */
export const GET = route({ auth: "admin" }, async () => NextResponse.json(await listAdmins(), NO_STORE));
