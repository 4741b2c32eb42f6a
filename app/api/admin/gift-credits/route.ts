import { NextResponse } from "next/server";
import { giftCredits } from "@/lib/admin/gifts";
import { requireAdminActor } from "@/lib/auth/require-admin";
import { assertSameOrigin, parseJsonBody, route } from "@/lib/http/route";
import { giftCreditsSchema } from "@/lib/validations/admin";

/** Gifts credits: {email, amount, description?} (dashboard) or {email, packType} (analytics page). Logged. */
export const POST = route(async (req, ctx) => {
  const actor = await requireAdminActor(req.headers, ctx.client);
  assertSameOrigin(req);
  const gift = await parseJsonBody(req, giftCreditsSchema);
  return NextResponse.json(await giftCredits(actor, gift));
});
