import { NextResponse } from "next/server";
import { creditStatusFor } from "@/lib/credits/status";
import { NO_STORE, route } from "@/lib/http/route";

/** The visitor's credit balance: {hasCredits, credits, totalCredits}. */
export const GET = route({}, async ({ req }) =>
  NextResponse.json(await creditStatusFor(req.headers), NO_STORE),
);
