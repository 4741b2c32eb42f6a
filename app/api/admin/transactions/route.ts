import { NextResponse } from "next/server";
import { listTransactions } from "@/lib/admin/transactions";
import { NO_STORE, route } from "@/lib/http/route";
import { listQuerySchema } from "@/lib/validations/admin";

/** One page of credit transactions as a JSON array (?limit=50&offset=0&search=email). */
export const GET = route({ auth: "admin", query: listQuerySchema }, async ({ query }) =>
  NextResponse.json(await listTransactions(query), NO_STORE),
);
