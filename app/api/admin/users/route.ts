import { NextResponse } from "next/server";
import { listUsers } from "@/lib/admin/users";
import { NO_STORE, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of users as a JSON array (?limit=50&offset=0&search=term). */
export const GET = route({ auth: "admin", query: listQuerySchema }, async ({ query }) =>
  NextResponse.json(await listUsers(query), NO_STORE),
);
