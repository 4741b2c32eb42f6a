import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { paymentConfig } from "@/lib/payments/provider";

/** What the payment dialog needs before it loads: the mode, the publishable key and the pack amounts. */
export const GET = route({}, async () => NextResponse.json(paymentConfig()));
