import { NextResponse } from "next/server";
import { giftCredits } from "@/lib/admin/gifts";
import { route } from "@/lib/http/route";
import { giftCreditsSchema } from "@/lib/validations/admin";

/** Gifts credits: {email, amount, description?} (dashboard) or {email, packType} (analytics page). Logged. */
export const POST = route(
  { sameOrigin: true, auth: "admin", body: giftCreditsSchema },
  async ({ actor, body }) => NextResponse.json(await giftCredits(actor, body)),
);
