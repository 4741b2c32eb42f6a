import { NextResponse } from "next/server";
import { publicPacks } from "@/lib/credits/packs";
import { route } from "@/lib/http/route";

/** The credit packs on sale (prices are defined on the server; amounts stay in cents internally). */
export const GET = route({}, async () => NextResponse.json(publicPacks()));
