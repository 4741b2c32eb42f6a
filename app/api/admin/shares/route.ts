import { NextResponse } from "next/server";
import { listShares } from "@/lib/admin/shares";
import { NO_STORE, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of share links, newest first, as a JSON array (?limit=50&offset=0&search=title or id). */
export const GET = route({ auth: "admin", query: listQuerySchema }, async ({ query }) =>
  NextResponse.json(await listShares(query), NO_STORE),
);
